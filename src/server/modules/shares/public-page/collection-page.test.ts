import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, createUser, type TestUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const ORIGIN = 'https://kitchen.example';

const ldOf = (html: string) => {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0][1]);
};
const ogTitle = (html: string) =>
  /<meta property="og:title" content="([^"]*)">/
    .exec(html)?.[1]
    .replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)));

describe('a shared collection’s page', () => {
  let t: TestApp;
  let alice: TestUser;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: ORIGIN });
    alice = await createUser(t.app);
    ids = [];
    for (const name of ['Fig Tart', 'Pea Soup', 'Rye Bread', 'Not Shared'])
      ids.push(await createRecipe(t.db, { details: { name } }));
  });
  afterAll(() => t.close());

  const api = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: alice.auth, ...(payload ? { payload } : {}) });
  const open = (path: string) => t.app.inject({ method: 'GET', url: path });

  it('lists the recipes in the collection’s order as links, with og:title and a JSON-LD ItemList', async () => {
    const c = (await api('POST', '/api/collections', { name: 'Bake & "Soup" <day>' })).json();
    await api('PUT', `/api/collections/${c.id}/entries`, {
      entries: [{ recipeId: ids[2], section: 'Bread' }, { recipeId: ids[0] }, { recipeId: ids[1], section: 'Soup' }],
    });
    const link = (await api('POST', '/api/shares', { collectionId: c.id })).json();
    const res = await open(`/s/${link.token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(ogTitle(res.body)).toBe('Bake & "Soup" <day>');
    const order = [ids[2], ids[0], ids[1]];
    expect(ldOf(res.body)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Bake & "Soup" <day>',
      numberOfItems: 3,
      itemListElement: order.map((id, i) => ({ '@type': 'ListItem', position: i + 1, url: `${link.url}/${id}` })),
    });
    const links = [...res.body.matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)].filter((m) =>
      m[1].startsWith(`${link.url}/`),
    );
    expect(links.map((m) => m[2])).toEqual(['Rye Bread', 'Fig Tart', 'Pea Soup']);
    expect(res.body).toContain('<h2>Bread</h2>');
    expect(res.body).toContain('<h2>Soup</h2>');

    // Each recipe is a full recipe page; a recipe not in the collection is the dead page.
    const recipe = await open(`/s/${link.token}/${ids[0]}`);
    expect(recipe.statusCode).toBe(200);
    expect(ldOf(recipe.body)).toMatchObject({ '@type': 'Recipe', name: 'Fig Tart', url: `${link.url}/${ids[0]}` });
    expect(recipe.body).toContain(`href="${link.url}"`);
    const outside = await open(`/s/${link.token}/${ids[3]}`);
    expect(outside.statusCode).toBe(404);
    expect(outside.body).toContain('This link no longer works');
    expect((await open(`/s/${link.token}/abc`)).statusCode).toBe(404);
  });

  it('follows later changes to the collection', async () => {
    const c = (await api('POST', '/api/collections', { name: 'Changing' })).json();
    await api('PUT', `/api/collections/${c.id}/entries`, { entries: [{ recipeId: ids[0] }] });
    const link = (await api('POST', '/api/shares', { collectionId: c.id })).json();
    expect(ldOf((await open(`/s/${link.token}`)).body).numberOfItems).toBe(1);
    await api('POST', `/api/collections/${c.id}/entries`, { recipeId: ids[3] });
    await api('DELETE', `/api/collections/${c.id}/entries/${ids[0]}`);
    const after = ldOf((await open(`/s/${link.token}`)).body);
    expect(after.itemListElement.map((e: { url: string }) => e.url)).toEqual([`${link.url}/${ids[3]}`]);
    expect((await open(`/s/${link.token}/${ids[0]}`)).statusCode).toBe(404);
    expect((await open(`/s/${link.token}/${ids[3]}`)).statusCode).toBe(200);
  });

  it('shows a smart collection’s current matches by name', async () => {
    const c = (await api('POST', '/api/collections', { name: 'Soups', filter: { q: 'soup' } })).json();
    const link = (await api('POST', '/api/shares', { collectionId: c.id })).json();
    const before = ldOf((await open(`/s/${link.token}`)).body);
    expect(before.numberOfItems).toBe(1);
    const added = await createRecipe(t.db, { details: { name: 'Carrot Soup' } });
    const after = ldOf((await open(`/s/${link.token}`)).body);
    expect(after.itemListElement.map((e: { url: string }) => e.url)).toEqual([
      `${link.url}/${added}`,
      `${link.url}/${ids[1]}`,
    ]);
    expect((await open(`/s/${link.token}/${ids[0]}`)).statusCode).toBe(404);
  });
});

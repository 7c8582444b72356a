import { expect, it } from 'vitest';
import { describeCluster, useCluster } from './test/cluster-suite.ts';
import { recipePayload } from './test/factories.ts';

const WEEK = '2026-12-21';
const OPERATIONS = 300;

type Ids = { id: number }[];
const sorted = (ids: Iterable<number>) => [...ids].sort((x, y) => x - y);

/**
 * docs/decisions/several-instances.md: 300 mixed writes, each read back at once through the round-robin balancer (so by another
 * instance than the one that wrote): every read shows the latest acknowledged write, counts included.
 */
describeCluster('read-backs through the balancer after each write', () => {
  const suite = useCluster();

  it(`${OPERATIONS} mixed writes and read-backs show no stale answer`, async () => {
    const { cluster } = suite;
    const cook = (await suite.signUp()).token;
    const admin = await suite.adminToken();
    const call = (method: string, path: string, token: string, body?: unknown) =>
      cluster.call(method, path, { token, body });
    const catalogue = ((await call('GET', '/api/recipes?page=1', cook)).body.rows as Ids).map((r) => r.id);
    expect(catalogue.length).toBeGreaterThanOrEqual(6);

    // What the server must answer, kept as the acknowledged writes say.
    const likes = new Set<number>();
    const dislikes = new Set<number>();
    let recipeCount = (await call('GET', '/api/recipes?active=both', admin)).body.count as number;
    let listVersion = (await call('GET', '/api/lists/current', cook)).body.version as number;
    let items: { id: number; checked: boolean }[] = [];
    let notes = 0;

    for (let i = 0; i < OPERATIONS; i++) {
      const recipe = catalogue[(i * 7) % catalogue.length]!;
      switch (i % 6) {
        case 0:
        case 1: {
          // A like or a dislike, added or taken back; adding one takes the other away.
          const [mine, other, path] =
            i % 6 === 0
              ? [likes, dislikes, '/api/user/me/updateFavorites']
              : [dislikes, likes, '/api/user/me/updatedislikes'];
          const action = mine.has(recipe) ? 'remove' : 'add';
          expect((await call('PUT', path, cook, { action, id: recipe })).status).toBe(200);
          if (action === 'add') {
            mine.add(recipe);
            other.delete(recipe);
          } else mine.delete(recipe);
          const liked = (await call('GET', '/api/user/me/favoritedrecipes', cook)).body as unknown as Ids;
          const disliked = (await call('GET', '/api/user/me/dislikedrecipes', cook)).body as unknown as Ids;
          expect(sorted(liked.map((r) => r.id)), `read ${i}`).toEqual(sorted(likes));
          expect(sorted(disliked.map((r) => r.id)), `read ${i}`).toEqual(sorted(dislikes));
          break;
        }
        case 2: {
          const written = await call('POST', '/api/lists/current/items', cook, { text: `${i + 1} widgets no ${i}` });
          expect(written.status).toBe(200);
          listVersion = written.body.version as number;
          items = written.body.items as typeof items;
          break;
        }
        case 3: {
          const item = items[i % items.length]!;
          const written = await call('PATCH', `/api/lists/current/items/${item.id}`, cook, { checked: !item.checked });
          expect(written.status).toBe(200);
          expect(written.body.version).toBe(listVersion + 1);
          listVersion = written.body.version as number;
          items = written.body.items as typeof items;
          break;
        }
        case 4: {
          expect((await call('POST', '/api/recipes/add-recipe', admin, recipePayload())).status).toBe(201);
          recipeCount += 1;
          const read = await call('GET', '/api/recipes?active=both', admin);
          expect(read.body.count, `read ${i}`).toBe(recipeCount);
          break;
        }
        case 5: {
          const written = await call('POST', '/api/plan/entries', cook, { date: WEEK, meal: 'snack', note: `n${i}` });
          expect(written.status).toBe(201);
          notes += 1;
          const read = await call('GET', `/api/plan?from=${WEEK}&days=1`, cook);
          expect((read.body.entries as unknown[]).length, `read ${i}`).toBe(notes);
          break;
        }
      }
      if (i % 6 === 2 || i % 6 === 3) {
        const read = await call('GET', '/api/lists/current', cook);
        expect(read.body.version, `read ${i}`).toBe(listVersion);
        expect(read.body.items, `read ${i}`).toEqual(items);
      }
    }
    // Every instance took its share of the reads and writes.
    expect(cluster.balancer.served.every((n) => n > OPERATIONS / 2)).toBe(true);
  }, 300_000);
});

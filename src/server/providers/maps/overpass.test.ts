import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMapsServer, type FakeMapsServer } from '../../../../e2e/support/fake-maps-server.mjs';
import { buildOverpassQuery, businessStatus, searchOverpass, storeFromElement, vicinityOf } from './overpass.ts';

describe('businessStatus', () => {
  it.each([
    [{ shop: 'supermarket' }, 'OPERATIONAL'],
    [{ shop: 'supermarket', opening_hours: 'Mo-Su 07:00-22:00' }, 'OPERATIONAL'],
    [{ shop: 'supermarket', opening_hours: 'closed' }, 'CLOSED_PERMANENTLY'],
    [{ shop: 'grocery', opening_hours: 'off' }, 'CLOSED_PERMANENTLY'],
    [{ 'disused:shop': 'supermarket' }, 'CLOSED_PERMANENTLY'],
    [{ shop: 'grocery', 'was:shop': 'grocery' }, 'CLOSED_PERMANENTLY'],
    [{ shop: 'supermarket', disused: 'yes' }, 'CLOSED_PERMANENTLY'],
    [{ shop: 'vacant' }, 'CLOSED_PERMANENTLY'],
  ])('%o is %s', (tags, status) => {
    expect(businessStatus(tags)).toBe(status);
  });
});

describe('vicinityOf', () => {
  it('reads number, street and city like Google does', () => {
    expect(vicinityOf({ 'addr:housenumber': '12', 'addr:street': 'Main St', 'addr:city': 'Springfield' })).toBe(
      '12 Main St, Springfield',
    );
  });
  it('falls back to what is there, and to an empty string', () => {
    expect(vicinityOf({ 'addr:street': 'Main St' })).toBe('Main St');
    expect(vicinityOf({ 'addr:city': 'Springfield' })).toBe('Springfield');
    expect(vicinityOf({ 'addr:full': '1 Plaza, Old Town' })).toBe('1 Plaza, Old Town');
    expect(vicinityOf({})).toBe('');
  });
});

describe('storeFromElement', () => {
  it('maps a node, and a way through its centre', () => {
    expect(storeFromElement({ type: 'node', id: 7, lat: 1, lon: 2, tags: { name: 'Shop' } })).toEqual({
      place_id: 'osm:node/7',
      name: 'Shop',
      vicinity: '',
      geometry: { location: { lat: 1, lng: 2 } },
      business_status: 'OPERATIONAL',
    });
    expect(storeFromElement({ type: 'way', id: 8, center: { lat: 3, lon: 4 }, tags: { brand: 'Aldi' } })).toMatchObject(
      {
        place_id: 'osm:way/8',
        name: 'Aldi',
        geometry: { location: { lat: 3, lng: 4 } },
      },
    );
  });
  it('drops shops without a name or a position', () => {
    expect(storeFromElement({ type: 'node', id: 1, lat: 1, lon: 2, tags: { shop: 'grocery' } })).toBeNull();
    expect(storeFromElement({ type: 'way', id: 1, tags: { name: 'X' } })).toBeNull();
  });
});

describe('buildOverpassQuery', () => {
  it('asks for the three shop kinds around the point with a server-side time-out and a bounded output', () => {
    const query = buildOverpassQuery({ lat: 32.716, lng: -117.161 }, 5000, 7.5);
    expect(query).toContain('[out:json][timeout:8]');
    expect(query).toContain('nwr["shop"~"^(supermarket|grocery|greengrocer)$"](around:5000,32.716,-117.161);');
    expect(query).toMatch(/out center tags \d+;/);
  });
});

describe('searchOverpass against the fake', () => {
  let fake: FakeMapsServer;
  beforeAll(async () => {
    fake = await startFakeMapsServer({ slowMs: 800 });
  });
  afterAll(() => fake.close());
  const search = (lat: number, timeoutMs = 400) =>
    searchOverpass({ url: fake.overpassUrl, userAgent: 'HelloKitchen/test', timeoutMs }, { lat, lng: 0 }, 1500);

  it('normalises elements and drops unnamed ones, closed ones stay for the service to filter', async () => {
    const stores = await searchOverpass(
      { url: fake.overpassUrl, userAgent: 'HelloKitchen/test', timeoutMs: 2000 },
      { lat: 32.715736, lng: -117.161087 },
      1500,
    );
    const names = stores.map((s) => s.name);
    expect(names).toContain('Closed Corner Market');
    expect(names).not.toContain(undefined);
    expect(stores.find((s) => s.name === 'Former Bayside Grocer')?.business_status).toBe('CLOSED_PERMANENTLY');
    expect(stores.find((s) => s.name === 'Old Town Grocery')?.business_status).toBe('CLOSED_PERMANENTLY');
    expect(names).not.toContain('Mission Hills Market');
    expect(fake.requests.at(-1)?.userAgent).toBe('HelloKitchen/test');
  });

  it.each([
    [1.5, 504],
    [2.5, 502],
    [3.5, 502],
    [6.5, 504],
    [7.5, 502],
  ])('fails at latitude %s with status %s', async (lat, status) => {
    await expect(search(lat)).rejects.toMatchObject({ status });
  });
});

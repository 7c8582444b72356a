import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FALLBACK_LOCATION } from '#domain/store.ts';
import { startFakeMapsServer, type FakeMapsServer } from '../../../../e2e/support/fake-maps-server.mjs';
import { createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app.ts';

const TIMEOUT_MS = 1200;

describe('stores and places API', () => {
  let fake: FakeMapsServer;
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    fake = await startFakeMapsServer({ slowMs: TIMEOUT_MS + 1500 });
    t = await createTestApp({
      maps: {
        ...testConfig().maps,
        overpassUrl: fake.overpassUrl,
        nominatimUrl: fake.nominatimUrl,
        tileUrl: `${fake.url}/tiles/{z}/{x}/{y}.png`,
        contact: 'maps-test@example.com',
        timeoutMs: TIMEOUT_MS,
        cacheTtlSeconds: 600,
      },
    });
    user = await createUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  const get = (url: string, auth = true) => t.app.inject({ method: 'GET', url, headers: auth ? user.auth : {} });
  const nearby = (lat: number, lng: number) => get(`/api/stores/nearby?lat=${lat}&lng=${lng}`);
  const overpassCalls = () => fake.requests.filter((r) => r.service === 'overpass');
  const nominatimCalls = () => fake.requests.filter((r) => r.service === 'nominatim');

  describe('GET /api/stores/nearby', () => {
    it('lists only operational stores without .com, nearest first, in the Store shape', async () => {
      const res = await nearby(FALLBACK_LOCATION.lat, FALLBACK_LOCATION.lng);
      expect(res.statusCode).toBe(200);
      const { stores } = res.json();
      expect(stores.map((s: { name: string }) => s.name)).toEqual([
        'Harbor Fresh Market',
        'Gaslamp Grocery',
        'Seaport Village Foods',
        'Little Italy Greengrocer',
        'Ralphs',
      ]);
      const distances = stores.map((s: { distance: number }) => s.distance);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances[0]).toBeGreaterThan(230);
      expect(distances[0]).toBeLessThan(270);
      expect(stores[0]).toEqual({
        place_id: 'osm:node/1001',
        name: 'Harbor Fresh Market',
        vicinity: '100 Harbor Drive, San Diego',
        geometry: { location: { lat: expect.any(Number), lng: expect.any(Number) } },
        business_status: 'OPERATIONAL',
        distance: distances[0],
      });
      // OSM has no ratings or photos; the fields are left out rather than invented.
      expect(stores.some((s: object) => 'rating' in s || 'photos' in s)).toBe(false);
      expect(stores.find((s: { name: string }) => s.name === 'Ralphs').place_id).toBe('osm:way/2001');
    });

    it('asks Overpass for supermarkets, groceries and greengrocers with an identifying User-Agent', async () => {
      await nearby(32.7, -117.15);
      const [call] = overpassCalls();
      expect(call.query).toContain('"shop"~"^(supermarket|grocery|greengrocer)$"');
      expect(call.query).toContain('around:1500,32.7,-117.15');
      expect(call.userAgent).toMatch(/^HelloKitchen\/.*maps-test@example\.com/);
    });

    it('stops at the first radius when enough stores are found', async () => {
      await nearby(32.715, -117.162);
      expect(overpassCalls().map((c) => c.radius)).toEqual([1500]);
    });

    it('widens the radius where there are few stores', async () => {
      const res = await nearby(40.7128, -74.006);
      expect(overpassCalls().map((c) => c.radius)).toEqual([1500, 5000, 15000]);
      expect(res.json().stores.map((s: { name: string }) => s.name)).toEqual([
        'Hudson Street Grocers',
        'Tribeca Supermarket',
        'Canal Greengrocer',
        'Village Market',
      ]);
    });

    it('finds a lone store at the widest radius, and answers an empty list for an empty area', async () => {
      const sparse = await nearby(20.5, 30.5);
      expect(sparse.json().stores).toMatchObject([{ name: 'Lonely Grocery' }]);
      const empty = await nearby(10.5, 10.5);
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual({ stores: [] });
      expect(overpassCalls()).toHaveLength(6);
    });

    it('caches answers by rounded coordinates: a second nearby call does not reach Overpass', async () => {
      const first = await nearby(32.7201, -117.1702);
      const calls = overpassCalls().length;
      const second = await nearby(32.72012, -117.17018);
      expect(second.statusCode).toBe(200);
      expect(overpassCalls()).toHaveLength(calls);
      expect(second.json().stores.map((s: { name: string }) => s.name)).toEqual(
        first.json().stores.map((s: { name: string }) => s.name),
      );
      // The cache key is rounded, but distances are measured from the exact point asked.
      expect(overpassCalls()[0].query).toContain('around:1500,32.72,-117.17');
    });

    it.each([
      [2.5, 502, /malformed/],
      [3.5, 502, /HTTP 500/],
      [4.5, 502, /HTTP 429/],
      [7.5, 502, /unexpected/],
      [6.5, 504, /ran out of time/],
    ])('answers a failing Overpass (lat %s) with %s and a clear message', async (lat, status, message) => {
      const res = await nearby(lat, 3);
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toMatch(message);
      expect(res.json().error).toMatch(/Overpass/);
    });

    it('answers 504 when Overpass does not answer within MAPS_TIMEOUT_MS', async () => {
      // The fake never answers this point, so a 504 can only come from our own time limit.
      const res = await nearby(1.5, 1.5);
      expect(res.statusCode).toBe(504);
      expect(res.json().error).toMatch(/did not answer within 1.2 s/);
    });

    it('does not cache failures: a retry after an outage succeeds', async () => {
      expect((await nearby(5.5, 5.5)).statusCode).toBe(502);
      const retry = await nearby(5.5, 5.5);
      expect(retry.statusCode).toBe(200);
      expect(retry.json().stores).toMatchObject([{ name: 'Comeback Market' }]);
    });

    it.each([
      ['lat=abc&lng=1', 'lat'],
      ['lat=91&lng=1', 'lat'],
      ['lat=1&lng=-181', 'lng'],
      ['lng=1', 'lat'],
    ])('answers 400 for %s', async (query, field) => {
      const res = await get(`/api/stores/nearby?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toHaveProperty(field);
      expect(overpassCalls()).toHaveLength(0);
    });
  });

  describe('places', () => {
    it('suggests places from Nominatim and geocodes a suggestion without asking again', async () => {
      const res = await get('/api/places/autocomplete?q=Balboa');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        predictions: [
          { placeId: 'osm:way/111', description: 'Balboa Park, San Diego, California, United States' },
          { placeId: 'osm:way/112', description: 'Balboa Avenue, Clairemont, San Diego, California, United States' },
        ],
      });
      const geo = await get('/api/places/geocode?placeId=osm:way/111');
      expect(geo.json()).toEqual({ lat: 32.7341, lng: -117.1446 });
      expect(nominatimCalls()).toHaveLength(1);
      expect(nominatimCalls()[0].userAgent).toMatch(/maps-test@example\.com/);
    });

    it('caches autocomplete answers', async () => {
      await get('/api/places/autocomplete?q=times%20square');
      const again = await get('/api/places/autocomplete?q=Times%20%20Square');
      expect(again.json().predictions).toHaveLength(1);
      expect(nominatimCalls()).toHaveLength(1);
    });

    // The one-request-a-second spacing is the throttle's rule, tested with fake timers in throttle.test.ts:
    // arrival times at the fake server say nothing reliable about it on a busy machine.
    it('looks up an unknown place id and geocodes an address, one Nominatim request after the other', async () => {
      const byId = await get('/api/places/geocode?placeId=osm:relation/333');
      const byAddress = await get('/api/places/geocode?address=Empty%20Flats');
      expect(byId.json()).toEqual({ lat: 20.5, lng: 30.5 });
      expect(byAddress.json()).toEqual({ lat: 10.5, lng: 10.5 });
      const [lookup, search] = nominatimCalls();
      expect(lookup.path).toBe('/lookup');
      expect(lookup.params).toMatchObject({ osm_ids: 'R333', format: 'jsonv2' });
      expect(search.params).toMatchObject({ q: 'empty flats', limit: '1' });
      expect(search.at).toBeGreaterThanOrEqual(lookup.at);
    });

    it('answers 404 when no place matches', async () => {
      const res = await get('/api/places/geocode?address=nowhere%20at%20all');
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('No place matches that search');
    });

    it('answers 400 without q, placeId or address, and for a foreign place id', async () => {
      expect((await get('/api/places/autocomplete')).statusCode).toBe(400);
      expect((await get('/api/places/autocomplete?q=%20%20')).statusCode).toBe(400);
      const none = await get('/api/places/geocode');
      expect(none.statusCode).toBe(400);
      expect(none.json().error).toMatch(/Place or address is required/);
      const foreign = await get('/api/places/geocode?placeId=ChIJ123');
      expect(foreign.statusCode).toBe(400);
    });

    it.each([
      ['broken', 502, /malformed/],
      ['failing', 502, /HTTP 500/],
      ['slow', 504, /did not answer within/],
    ])('answers a failing Nominatim (%s) with %s', async (q, status, message) => {
      const res = await get(`/api/places/autocomplete?q=${q}`);
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toMatch(message);
      expect(res.json().error).toMatch(/Nominatim/);
    });
  });

  it('serves the tile settings', async () => {
    const res = await get('/api/maps/config');
    expect(res.json()).toEqual({
      tileUrl: `${fake.url}/tiles/{z}/{x}/{y}.png`,
      attribution: expect.stringContaining('OpenStreetMap'),
    });
  });

  it.each([
    '/api/stores/nearby?lat=1&lng=1',
    '/api/places/autocomplete?q=x',
    '/api/places/geocode?address=x',
    '/api/maps/config',
  ])('answers 401 without a token: %s', async (url) => {
    const res = await get(url, false);
    expect(res.statusCode).toBe(401);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('unreachable maps services', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 9 (discard) on loopback has no listener here, so the connection is refused at once.
    t = await createTestApp({
      maps: { ...testConfig().maps, overpassUrl: 'http://127.0.0.1:9/api', nominatimUrl: 'http://127.0.0.1:9' },
    });
  });
  afterAll(() => t?.close());

  it('answers 502 saying the service is unreachable', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/stores/nearby?lat=1&lng=1', headers: user.auth });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: 'The store search service (Overpass) is unreachable, try again later',
      code: 'PLACES_FAILED',
    });
  });
});

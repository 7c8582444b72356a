import { describe, expect, it, vi } from 'vitest';
import type { LatLng, Store } from '#domain/store.ts';
import type { MapsProvider } from '../../providers/maps/types.ts';
import { createStoreService, listStores, MAX_LISTED_STORES } from './service.ts';

const origin = { lat: 0, lng: 0 };
/** A store `metres` north of the origin (1° of latitude ≈ 111.2 km). */
const store = (name: string, metres: number, status = 'OPERATIONAL'): Store => ({
  place_id: `osm:node/${name.length}${metres}`,
  name,
  vicinity: '',
  geometry: { location: { lat: metres / 111_195, lng: 0 } },
  business_status: status,
});

describe('listStores', () => {
  it('keeps operational stores without .com, nearest first, with distances in metres', () => {
    const listed = listStores(
      [
        store('Far', 900),
        store('Closed', 10, 'CLOSED_PERMANENTLY'),
        store('Temporarily', 20, 'CLOSED_TEMPORARILY'),
        store('Groceries.COM Pickup', 30),
        store('Near', 100),
      ],
      origin,
    );
    expect(listed.map((s) => [s.name, s.distance])).toEqual([
      ['Near', 100],
      ['Far', 900],
    ]);
  });

  it('lists at most MAX_LISTED_STORES', () => {
    const many = Array.from({ length: 30 }, (_, i) => store(`Shop ${i}`, 100 * (30 - i)));
    const listed = listStores(many, origin);
    expect(listed).toHaveLength(MAX_LISTED_STORES);
    expect(listed[0].name).toBe('Shop 29');
  });
});

describe('createStoreService', () => {
  const provider = (
    stores: (radius: number) => Store[],
  ): MapsProvider & { searchStores: ReturnType<typeof vi.fn> } => ({
    name: 'osm',
    searchStores: vi.fn(async (_point: LatLng, radius: number) => stores(radius)),
    autocomplete: vi.fn(async () => []),
    geocodePlace: vi.fn(async () => null),
    geocodeAddress: vi.fn(async () => null),
  });

  it('searches with the rounded point and widens until five stores are listed', async () => {
    const fake = provider((radius) =>
      Array.from({ length: radius >= 5000 ? 6 : 2 }, (_, i) => store(`Shop ${i}`, 100 + i)),
    );
    const service = createStoreService({ provider: fake, cacheTtlSeconds: 60 });
    const stores = await service.nearby({ lat: 0.00012, lng: -0.00049 });
    expect(stores).toHaveLength(6);
    expect(fake.searchStores.mock.calls).toEqual([
      [{ lat: 0, lng: 0 }, 1500],
      [{ lat: 0, lng: 0 }, 5000],
    ]);
  });

  it('counts only listed stores as enough', async () => {
    const fake = provider(() => Array.from({ length: 8 }, (_, i) => store(`Shop${i}.com`, 100)));
    await createStoreService({ provider: fake, cacheTtlSeconds: 60 }).nearby(origin);
    expect(fake.searchStores).toHaveBeenCalledTimes(3);
  });

  it('answers 404 when a place cannot be geocoded', async () => {
    const service = createStoreService({ provider: provider(() => []), cacheTtlSeconds: 60 });
    await expect(service.geocode({ address: 'nowhere' })).rejects.toMatchObject({ status: 404 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMapsServer, type FakeMapsServer } from '../../../../e2e/support/fake-maps-server.mjs';
import { createMapsProvider } from './create-maps-provider.ts';
import { testConfig } from '../../test/test-app.ts';

describe('Google provider (MAPS_PROVIDER=google)', () => {
  let fake: FakeMapsServer;
  beforeAll(async () => {
    fake = await startFakeMapsServer();
  });
  afterAll(() => fake.close());
  const provider = (googleApiKey: string) =>
    createMapsProvider({ ...testConfig().maps, provider: 'google', googleApiKey, googleBaseUrl: fake.googleBaseUrl });

  it('maps Nearby Search results to the Store shape, without photos (their URLs carry the key)', async () => {
    const stores = await provider('test-key').searchStores({ lat: 10, lng: 20 }, 1500);
    expect(stores).toEqual([
      {
        place_id: 'ChIJgoogle1',
        name: 'Google Grocer',
        rating: 4.5,
        user_ratings_total: 120,
        vicinity: '1 Main St',
        geometry: { location: { lat: expect.any(Number), lng: 20 } },
        business_status: 'OPERATIONAL',
      },
      expect.objectContaining({ name: 'Gone Market', business_status: 'CLOSED_PERMANENTLY' }),
    ]);
    const call = fake.requests.at(-1)!;
    expect(call.params).toMatchObject({
      location: '10,20',
      radius: '1500',
      type: 'grocery_or_supermarket',
      key: 'test-key',
    });
  });

  it('suggests and geocodes places', async () => {
    const google = provider('test-key');
    expect(await google.autocomplete('main')).toEqual([{ placeId: 'ChIJplace', description: 'main, USA' }]);
    expect(await google.geocodePlace('ChIJplace')).toEqual({ lat: 1.25, lng: 2.5 });
    expect(await google.geocodeAddress('nowhere')).toBeNull();
  });

  it('turns a refusal into 502 without revealing the key', async () => {
    const failure = provider('denied-key').searchStores({ lat: 1, lng: 1 }, 1500);
    await expect(failure).rejects.toMatchObject({ status: 502, message: expect.stringContaining('REQUEST_DENIED') });
    await expect(failure).rejects.not.toMatchObject({ message: expect.stringContaining('denied-key') });
  });
});

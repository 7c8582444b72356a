import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { createUserViaApi, signInAs } from './support/session.ts';

// The maps services are the fake in support/fake-maps-server.mjs (started by start-server.mjs); the
// latitude picks its scenario: 32.x San Diego, 40.x New York, 5.x fails once then works, 3.x always fails.
const FALLBACK = { lat: 32.715736, lng: -117.161087 };
const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };

const isNearbyRequest = (request: Request) => new URL(request.url()).pathname === '/api/stores/nearby';
const pointOf = (request: Request) => {
  const params = new URL(request.url()).searchParams;
  return { lat: Number(params.get('lat')), lng: Number(params.get('lng')) };
};

async function openMap(page: Page) {
  const user = await createUserViaApi(page.request, 'mapper');
  await signInAs(page, user.username, user.password);
  const firstSearch = page.waitForRequest(isNearbyRequest);
  await page.goto('/map');
  return pointOf(await firstSearch);
}

const storeNames = (page: Page) => page.locator('.store-list .store-card-name');
const homeMarker = (page: Page) => page.locator('img.leaflet-marker-icon.map-marker-home');
const storeMarker = (page: Page, name: string) =>
  page.locator(`img.leaflet-marker-icon.map-marker-store[title="${name}"]`);

/** Distance in pixels between the centre of an element and the centre of the map. */
async function offsetFromMapCentre(page: Page, element: Locator) {
  const map = (await page.locator('.store-map').boundingBox())!;
  const box = (await element.boundingBox())!;
  // A pin's tip (bottom centre) marks its point.
  const dx = box.x + box.width / 2 - (map.x + map.width / 2);
  const dy = box.y + box.height - (map.y + map.height / 2);
  return Math.hypot(dx, dy);
}

test('sends visitors without a session to the home page', async ({ page }) => {
  await page.goto('/map');
  await expect(page).toHaveURL(/\/$/);
});

test.describe('with the browser location', () => {
  test.use({ geolocation: NEW_YORK, permissions: ['geolocation'] });

  test('starts at the browser location and lists its stores, nearest first', async ({ page }) => {
    const point = await openMap(page);
    expect(point).toEqual({ lat: NEW_YORK.latitude, lng: NEW_YORK.longitude });

    await expect(storeNames(page)).toHaveText([
      'Hudson Street Grocers',
      'Tribeca Supermarket',
      'Canal Greengrocer',
      'Village Market',
    ]);
    const first = page.locator('.store-card').first();
    await expect(first).toContainText('Rating: N/A');
    await expect(first).toContainText('88 Hudson Street, New York');
    await expect(first.locator('img')).toHaveAttribute('src', '/images/store-stock.svg');
    await expect(page.getByText('Freshdirect.com Locker')).toHaveCount(0);

    await expect(homeMarker(page)).toBeVisible();
    await expect(page.locator('.leaflet-popup-content')).toHaveText('You are here');
    await expect(storeMarker(page, 'Tribeca Supermarket')).toBeVisible();
    await expect(page.locator('img.leaflet-marker-icon.map-marker-store')).toHaveCount(4);
    await expect(page.locator('img.leaflet-tile').first()).toHaveAttribute('src', /127\.0\.0\.1:\d+\/tiles\/15\//);
    await expect(page.getByText('Your location is not available')).toHaveCount(0);
  });
});

test.describe('without the browser location', () => {
  test.use({ permissions: [] });

  test('falls back to San Diego and lists only open stores without .com', async ({ page }) => {
    const point = await openMap(page);
    expect(point).toEqual(FALLBACK);
    await expect(page.getByText('Your location is not available')).toBeVisible();

    await expect(storeNames(page)).toHaveText([
      'Harbor Fresh Market',
      'Gaslamp Grocery',
      'Seaport Village Foods',
      'Little Italy Greengrocer',
      'Ralphs',
    ]);
    for (const hidden of [
      'Closed Corner Market',
      'Old Town Grocery',
      'Former Bayside Grocer',
      'Shopmart.com Pickup Point',
    ]) {
      await expect(page.getByText(hidden)).toHaveCount(0);
    }
    await expect(page.locator('.store-card').first()).toContainText('250 m away');

    await storeMarker(page, 'Gaslamp Grocery').click();
    // The 'You are here' popup closes (after its fade) when a store's opens.
    await expect(page.locator('.leaflet-popup-content', { hasText: 'Gaslamp Grocery' })).toBeVisible();

    await expect(page.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/user/shoppingList');
  });

  test('Recenter Map brings the view back to the marker', async ({ page }) => {
    await openMap(page);
    await expect(homeMarker(page)).toBeVisible();
    const map = (await page.locator('.store-map').boundingBox())!;
    // Pan the map by dragging an empty part of it.
    await page.mouse.move(map.x + 60, map.y + map.height - 60);
    await page.mouse.down();
    await page.mouse.move(map.x + 260, map.y + map.height - 200, { steps: 8 });
    await page.mouse.up();
    expect(await offsetFromMapCentre(page, homeMarker(page))).toBeGreaterThan(100);

    await page.getByRole('button', { name: 'Recenter Map' }).click();
    await expect.poll(() => offsetFromMapCentre(page, homeMarker(page))).toBeLessThan(3);
  });

  test('dragging the marker searches again around the new point', async ({ page }) => {
    await openMap(page);
    await expect(storeNames(page).first()).toHaveText('Harbor Fresh Market');
    const box = (await homeMarker(page).boundingBox())!;
    const nextSearch = page.waitForRequest(isNearbyRequest);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // Well to the south: Ralphs (1.4 km south of the start) becomes the nearest.
    await page.mouse.move(box.x + box.width / 2, box.y + 300, { steps: 12 });
    await page.mouse.up();
    const point = pointOf(await nextSearch);
    expect(point.lat).toBeLessThan(FALLBACK.lat - 0.005);
    await expect(storeNames(page).first()).toHaveText('Ralphs');
    await expect(page.locator('.leaflet-popup-content')).toHaveText('You are here');
  });

  test('choosing a searched place recenters the map and searches there', async ({ page }) => {
    await openMap(page);
    await expect(storeNames(page).first()).toHaveText('Harbor Fresh Market');

    const search = page.getByPlaceholder('Search Place...');
    await search.fill('Balboa');
    const option = page.getByRole('option', { name: /Balboa Park, San Diego/ });
    await expect(option).toBeVisible();
    // The place search's own options: the footer's Language select has options too.
    await expect(page.getByRole('listbox', { name: 'Places' }).getByRole('option')).toHaveCount(2);

    const nextSearch = page.waitForRequest(isNearbyRequest);
    await option.click();
    expect(pointOf(await nextSearch)).toEqual({ lat: 32.7341, lng: -117.1446 });
    await expect(storeNames(page).first()).toHaveText('Balboa Park Produce');
    await expect(search).toHaveValue('Balboa Park, San Diego, California, United States');
    await expect.poll(() => offsetFromMapCentre(page, homeMarker(page))).toBeLessThan(3);
  });

  test('a typed address can be searched with Enter, and a keyboard choice works too', async ({ page }) => {
    await openMap(page);
    const search = page.getByPlaceholder('Search Place...');
    await search.fill('times square');
    await expect(page.getByRole('listbox', { name: 'Places' }).getByRole('option')).toHaveCount(1);
    const nextSearch = page.waitForRequest(isNearbyRequest);
    await search.press('ArrowDown');
    await search.press('Enter');
    expect(pointOf(await nextSearch)).toEqual({ lat: 40.758, lng: -73.9855 });
    // Times Square is 5 km north of the other New York stores; Village Market is the nearest.
    await expect(storeNames(page).first()).toHaveText('Village Market');

    await search.fill('nowhere to be found');
    await search.press('Enter');
    await expect(page.getByText("No place found for 'nowhere to be found'")).toBeVisible();
  });
});

test.describe('when store search fails', () => {
  test.use({
    geolocation: { latitude: 5.2, longitude: Math.round(Math.random() * 1e6) / 1e4 },
    permissions: ['geolocation'],
  });

  test('says so with a Retry button, and Retry searches again', async ({ page }) => {
    await openMap(page);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Store search is unavailable right now');
    await expect(alert).toContainText(/Overpass/);
    // The rest of the page keeps working.
    await expect(homeMarker(page)).toBeVisible();
    await expect(page.getByPlaceholder('Search Place...')).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Recenter Map' })).toBeEnabled();

    const retried = page.waitForRequest(isNearbyRequest);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await retried;
    await expect(storeNames(page)).toHaveText(['Comeback Market']);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('when store search stays down', () => {
  test.use({ geolocation: { latitude: 3.5, longitude: 3.5 }, permissions: ['geolocation'] });

  test('the search box, the map and the back link keep working', async ({ page }) => {
    await openMap(page);
    await expect(page.getByText('Store search is unavailable right now')).toBeVisible();
    await page.getByPlaceholder('Search Place...').fill('Balboa Park');
    await page.getByRole('option', { name: /Balboa Park/ }).click();
    await expect(storeNames(page).first()).toHaveText('Balboa Park Produce');
    await expect(page.getByText('Store search is unavailable right now')).toHaveCount(0);

    await page.getByRole('link', { name: /Back/ }).click();
    await expect(page).toHaveURL(/\/user\/shoppingList$/i);
  });
});

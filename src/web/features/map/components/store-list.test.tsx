import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Store } from '#domain/store.ts';
import { ratingText, StoreList } from './store-list.tsx';
import { WithI18n } from '../../../test/render.tsx';
import { activateLanguage } from '../../../app/i18n/activate-language.ts';

const store = (overrides: Partial<Store> = {}): Store => ({
  place_id: 'osm:node/1',
  name: 'Harbor Fresh Market',
  vicinity: '100 Harbor Drive, San Diego',
  geometry: { location: { lat: 1, lng: 2 } },
  business_status: 'OPERATIONAL',
  distance: 347,
  ...overrides,
});

describe('ratingText', () => {
  it("reads 'x/5 (n reviews)', or 'Rating: N/A' without a rating", () => {
    expect(ratingText({ rating: 4.5, user_ratings_total: 120 })).toBe('4.5/5 (120 reviews)');
    expect(ratingText({})).toBe('Rating: N/A');
  });
});

describe('StoreList', () => {
  const retry = vi.fn();

  it('shows name, rating, vicinity, distance and the stock picture when there is no photo', () => {
    render(<StoreList nearby={{ status: 'succeeded', stores: [store()], retry }} />, { wrapper: WithI18n });
    expect(screen.getByRole('heading', { name: 'Harbor Fresh Market' })).toBeTruthy();
    expect(screen.getByText('Rating: N/A')).toBeTruthy();
    expect(screen.getByText('100 Harbor Drive, San Diego')).toBeTruthy();
    expect(screen.getByText('350 m away')).toBeTruthy();
    const img = document.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/images/store-stock.svg');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['500', '500']);
  });

  it("uses the store's photo when it has one", () => {
    render(<StoreList nearby={{ status: 'succeeded', stores: [store({ photos: [{ url: '/p.jpg' }] })], retry }} />, {
      wrapper: WithI18n,
    });
    expect(screen.getByAltText('Photo of Harbor Fresh Market').getAttribute('src')).toBe('/p.jpg');
  });

  it('offers Retry when the search failed', () => {
    render(<StoreList nearby={{ status: 'failed', stores: [], error: 'Overpass is down', retry }} />, {
      wrapper: WithI18n,
    });
    expect(screen.getByRole('alert').textContent).toContain('Store search is unavailable right now');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('says when nothing is near, and shows a loading message while searching', () => {
    const { rerender } = render(<StoreList nearby={{ status: 'loading', stores: [], retry }} />, {
      wrapper: WithI18n,
    });
    expect(screen.getByRole('status').textContent).toContain('Searching nearby stores');
    rerender(<StoreList nearby={{ status: 'succeeded', stores: [], retry }} />);
    expect(screen.getByText('No grocery stores found nearby')).toBeTruthy();
  });

  it('speaks German: the distance, the rating and the empty state', async () => {
    await activateLanguage('de');
    const { rerender } = render(
      <StoreList
        nearby={{ status: 'succeeded', stores: [store({ distance: 1440, rating: 4.5, user_ratings_total: 1 })], retry }}
      />,
      { wrapper: WithI18n },
    );
    expect(screen.getByText('1,4 km entfernt')).toBeTruthy();
    expect(screen.getByText('4,5/5 (1 Bewertung)')).toBeTruthy();
    rerender(<StoreList nearby={{ status: 'succeeded', stores: [], retry }} />);
    expect(screen.getByText('Keine Lebensmittelgeschäfte in der Nähe gefunden')).toBeTruthy();
  });
});

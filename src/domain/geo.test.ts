import { describe, expect, it } from 'vitest';
import { distanceMetres, formatDistance, roundLatLng } from './geo.ts';
import { FALLBACK_LOCATION } from './store.ts';

describe('distanceMetres', () => {
  it('is zero for the same point', () => {
    expect(distanceMetres(FALLBACK_LOCATION, FALLBACK_LOCATION)).toBe(0);
  });

  it('measures one degree of latitude as about 111.2 km', () => {
    expect(distanceMetres({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_195, -1);
  });

  it('shrinks a degree of longitude with the cosine of the latitude', () => {
    const atEquator = distanceMetres({ lat: 0, lng: 0 }, { lat: 0, lng: 1 });
    const at60 = distanceMetres({ lat: 60, lng: 0 }, { lat: 60, lng: 1 });
    expect(at60 / atEquator).toBeCloseTo(0.5, 3);
  });

  it('matches a known city distance (San Diego to Los Angeles, about 179 km)', () => {
    const la = { lat: 34.052235, lng: -118.243683 };
    expect(distanceMetres(FALLBACK_LOCATION, la) / 1000).toBeCloseTo(179.4, 0);
  });

  it('is symmetric and handles the antimeridian and antipodes', () => {
    const a = { lat: 10, lng: 179.9 };
    const b = { lat: 10, lng: -179.9 };
    expect(distanceMetres(a, b)).toBeCloseTo(distanceMetres(b, a), 6);
    expect(distanceMetres(a, b)).toBeLessThan(25_000);
    expect(distanceMetres({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6_371_008.8, 0);
  });
});

describe('roundLatLng', () => {
  it('rounds to three decimals by default', () => {
    expect(roundLatLng(FALLBACK_LOCATION)).toEqual({ lat: 32.716, lng: -117.161 });
  });

  it('never produces negative zero', () => {
    expect(Object.is(roundLatLng({ lat: -0.0001, lng: 0.0001 }).lat, -0)).toBe(false);
  });
});

describe('formatDistance', () => {
  it('uses metres below a kilometre and kilometres above', () => {
    expect(formatDistance(347)).toBe('350 m');
    expect(formatDistance(1449)).toBe('1.4 km');
    expect(formatDistance(12_600)).toBe('13 km');
  });
});

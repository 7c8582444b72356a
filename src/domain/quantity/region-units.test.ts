import { describe, expect, it } from 'vitest';
import { activeUnits, regionOf, unitsForRegion } from './region-units.ts';
import type { System } from './units.ts';

describe('unitsForRegion', () => {
  it.each<[readonly string[], System]>([
    // US, Liberia and Myanmar measure in US customary units.
    [['en-US'], 'us'],
    [['es-US'], 'us'],
    [['en-LR'], 'us'],
    [['my-MM'], 'us'],
    // Likely subtags complete a tag with no region: en → en-US, my → my-MM, es → es-ES.
    [['en'], 'us'],
    [['my'], 'us'],
    [['es'], 'metric'],
    [['de'], 'metric'],
    // Every other region is metric, whatever its language.
    [['en-GB'], 'metric'],
    [['en-CA'], 'metric'],
    [['en-AU'], 'metric'],
    [['de-DE'], 'metric'],
    [['fr-FR'], 'metric'],
    [['es-ES'], 'metric'],
    [['es-MX'], 'metric'],
    [['ar'], 'metric'],
    [['he-IL'], 'metric'],
    [['es-419'], 'metric'],
    // Only the first tag counts.
    [['en-GB', 'en-US'], 'metric'],
    [['de-DE', 'en'], 'metric'],
    [['en-US', 'de-DE'], 'us'],
    // No tag, or one Intl refuses, counts as English: US.
    [[], 'us'],
    [['not a tag'], 'us'],
  ])('%o → %s', (tags, system) => {
    expect(unitsForRegion(tags)).toBe(system);
  });
});

describe('regionOf', () => {
  it.each([
    ['en', 'US'],
    ['es', 'ES'],
    ['en-GB', 'GB'],
    ['my', 'MM'],
    ['xx yy', undefined],
  ])('%s → %s', (tag, region) => {
    expect(regionOf(tag)).toBe(region);
  });
});

describe('activeUnits', () => {
  it('follows the setting when there is one', () => {
    expect(activeUnits('metric', ['en-US'])).toBe('metric');
    expect(activeUnits('us', ['de-DE'])).toBe('us');
  });

  it('goes by region when the setting is null (automatic)', () => {
    expect(activeUnits(null, ['en-US'])).toBe('us');
    expect(activeUnits(null, ['fr-FR'])).toBe('metric');
  });
});

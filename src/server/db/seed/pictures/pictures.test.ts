import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CUISINES } from '#domain/constants.ts';
import { DEMO_DISHES, cuisineImagePath, dishImagePath } from '../catalogue.ts';
import { pictureSpecs } from './pictures.ts';
import { foodColours, renderPicture } from './render.ts';

const publicDir = join(import.meta.dirname, '../../../../../public');
const read = (path: string) => readFileSync(join(publicDir, path), 'utf8');

describe('bundled pictures', () => {
  it('has one per cuisine and one per dish, up to date with the catalogue', () => {
    const paths = pictureSpecs().map((p) => p.path);
    for (const c of CUISINES) expect(paths).toContain(cuisineImagePath(c));
    for (const d of DEMO_DISHES) expect(paths).toContain(dishImagePath(d));
    for (const { path, spec } of pictureSpecs())
      expect(read(path), `${path} is stale: run npx tsx src/server/db/seed/pictures/generate.ts`).toBe(
        renderPicture(spec),
      );
  });

  it('keeps every picture a light 4:3 SVG without external references', () => {
    for (const path of [...pictureSpecs().map((p) => p.path), '/images/recipe-fallback.svg']) {
      const svg = read(path);
      expect(statSync(join(publicDir, path)).size, path).toBeLessThan(4096);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 300"/);
      expect(svg).not.toMatch(/href=|<script|<image/);
    }
    expect(read('/images/logo.svg')).toMatch(/viewBox="0 0 64 64"/);
  });

  it('draws different dishes differently', () => {
    const svgs = new Set(pictureSpecs().map((p) => renderPicture(p.spec)));
    expect(svgs.size).toBe(pictureSpecs().length);
  });

  it('colours the plate from the ingredients', () => {
    const found = foodColours(['chicken broth', 'carrots', 'salt', 'fresh parsley']);
    expect(found.base).toBe('#e2b45e');
    expect(found.toppings).toEqual(['#f0902a', '#4e9a3e']);
  });
});

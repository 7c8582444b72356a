import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { FullRecipe } from '#domain/recipe.ts';
import type { Db } from '../../db/client.ts';
import { findFullRecipes } from '../recipes/index.ts';
import { IMPORTED_IMAGES } from './job.ts';
import { findExportIds, findImage } from './migrations-repository.ts';
import { MANIFEST } from './readers/hello-kitchen.ts';

const BATCH = 100;
const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'recipe';

const iso = (minutes: number | null) =>
  minutes
    ? `PT${Math.floor(minutes / 60) ? `${Math.floor(minutes / 60)}H` : ''}${minutes % 60 ? `${minutes % 60}M` : ''}`
    : undefined;

/** One recipe as a schema.org Recipe that Mealie and Tandoor read. */
export function toSchemaOrg(r: FullRecipe, origin: string): Record<string, unknown> {
  const steps = (from: number, to: number) =>
    r.instructions.slice(from, to).map((text) => ({ '@type': 'HowToStep', text }));
  const s = r.instructionSections;
  const instructions =
    s.length === 0
      ? steps(0, r.instructions.length)
      : [
          ...steps(0, s[0].start),
          ...s.map((sec, i) => ({
            '@type': 'HowToSection',
            name: sec.title,
            itemListElement: steps(sec.start, s[i + 1]?.start ?? r.instructions.length),
          })),
        ];
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: r.name,
    ...(r.description ? { description: r.description } : {}),
    ...(r.img ? { image: r.img.startsWith('/') ? `${origin}${r.img}` : r.img } : {}),
    recipeIngredient: r.lineItems.map((l) => l.text),
    recipeInstructions: instructions,
    recipeYield: r.yieldText ?? (r.servings ? String(r.servings) : undefined),
    prepTime: iso(r.prepTime),
    cookTime: iso(r.cookTime),
    totalTime: iso(r.totalTime),
    recipeCuisine: r.cuisines.map((c) => c.name),
    keywords: r.keywords.join(', '),
    ...(r.url ? { url: r.url } : {}),
  };
}

/**
 * The catalogue as a zip, streamed: this app's own format (every field of the full recipe, and the
 * pictures it stores), or one schema.org JSON-LD file per recipe.
 */
export function exportRecipes(
  db: Db,
  format: 'hello-kitchen' | 'schema.org',
  active: 'yes' | 'no' | 'both',
  origin: string,
): Readable {
  const zip = new ZipFile();
  void (async () => {
    if (format === 'hello-kitchen')
      zip.addBuffer(
        Buffer.from(JSON.stringify({ format: 'hello-kitchen', version: 1, exportedAt: new Date().toISOString() })),
        MANIFEST,
      );
    const ids = await findExportIds(db, active);
    const images = new Set<string>();
    for (let i = 0; i < ids.length; i += BATCH) {
      for (const r of await findFullRecipes(db, ids.slice(i, i + BATCH))) {
        const name = `recipes/${r.id}-${slug(r.name)}.json`;
        const body = format === 'hello-kitchen' ? r : toSchemaOrg(r, origin);
        zip.addBuffer(Buffer.from(JSON.stringify(body, null, 2)), name);
        if (format !== 'hello-kitchen' || !r.img?.startsWith(IMPORTED_IMAGES)) continue;
        const file = r.img.slice(IMPORTED_IMAGES.length);
        if (images.has(file)) continue;
        images.add(file);
        const picture = await findImage(db, file.split('.')[0]);
        if (picture) zip.addBuffer(Buffer.from(picture.bytes), `images/${file}`, { compress: false });
      }
    }
    zip.end();
  })().catch((err: Error) => (zip.outputStream as Readable).destroy(err));
  return zip.outputStream as Readable;
}

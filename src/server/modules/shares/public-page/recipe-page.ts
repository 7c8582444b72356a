import type { FullRecipe } from '#domain/recipe.ts';
import { scaledLine, writtenLine } from '#domain/scale-line.ts';
import { isHttpUrl } from '#domain/common.ts';
import { escapeHtml, isoDuration, jsonLdScript, readableMinutes } from './html.ts';
import { page } from './layout.ts';

/** The picture a recipe without one shows (public/images, served to anyone). */
const FALLBACK_PICTURE = '/images/recipe-fallback.svg';

/** The recipe's picture as an absolute URL: the app's own pictures under `origin`. */
export function absolutePicture(img: string | null, origin: string): string {
  const src = img ?? FALLBACK_PICTURE;
  return src.startsWith('/') ? `${origin}${src}` : src;
}

/** The schema.org Recipe of a shared recipe: what Hello Kitchen's and other apps' importers read. */
function recipeJsonLd(recipe: FullRecipe, pageUrl: string, picture: string) {
  const yields = [recipe.servings ? `${recipe.servings} servings` : undefined, recipe.yieldText ?? undefined].filter(
    (v): v is string => v !== undefined,
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.name,
    image: [picture],
    ...(recipe.description ? { description: recipe.description } : {}),
    recipeIngredient: recipe.lineItems.map((line) => line.text),
    recipeInstructions: recipe.instructions.map((text) => ({ '@type': 'HowToStep', text })),
    ...(yields.length > 0 ? { recipeYield: yields.length === 1 ? yields[0] : yields } : {}),
    ...(isoDuration(recipe.prepTime) ? { prepTime: isoDuration(recipe.prepTime) } : {}),
    ...(isoDuration(recipe.cookTime) ? { cookTime: isoDuration(recipe.cookTime) } : {}),
    ...(isoDuration(recipe.totalTime) ? { totalTime: isoDuration(recipe.totalTime) } : {}),
    ...(recipe.cuisines.length > 0 ? { recipeCuisine: recipe.cuisines.map((c) => c.name).join(', ') } : {}),
    ...(recipe.keywords.length > 0 ? { keywords: recipe.keywords.join(', ') } : {}),
    url: pageUrl,
  };
}

/** Items of a list with each section's title as a heading before its first item. */
function sectioned(items: string[], sections: { title: string; start: number }[], tag: 'ul' | 'ol'): string {
  const starts = new Map(sections.map((s) => [s.start, s.title]));
  let html = `<${tag}>`;
  items.forEach((item, i) => {
    const title = starts.get(i);
    if (title !== undefined && i > 0) html += `</${tag}>`;
    if (title !== undefined) html += `<h3>${escapeHtml(title)}</h3>${i > 0 ? `<${tag}>` : ''}`;
    html += `<li>${escapeHtml(item)}</li>`;
  });
  return `${html}</${tag}>`;
}

interface RecipePageInput {
  recipe: FullRecipe;
  /** The app's public origin (PUBLIC_URL or the request's). */
  origin: string;
  /** This page's own absolute address. */
  pageUrl: string;
  /** Servings asked for with ?servings=N; the page scales the lines to it. */
  servings?: number;
  /** The collection page this recipe was opened from. */
  back?: { url: string; name: string };
}

/** A shared recipe's page: complete without JavaScript, every text escaped. */
export function recipePage({ recipe, origin, pageUrl, servings, back }: RecipePageInput): string {
  const picture = absolutePicture(recipe.img, origin);
  const shown = servings && recipe.servings ? servings : (recipe.servings ?? undefined);
  const factor = shown && recipe.servings ? shown / recipe.servings : 1;
  const lines = recipe.lineItems.map((line) => (factor === 1 ? writtenLine(line) : scaledLine(line, factor)));
  const description = recipe.description ?? `${recipe.name}: ingredients and method, shared from Hello Kitchen.`;
  const times = (
    [
      ['Prep', recipe.prepTime],
      ['Cook', recipe.cookTime],
      ['Total', recipe.totalTime],
    ] as const
  )
    .filter(([, minutes]) => minutes)
    .map(([label, minutes]) => `<dt>${label}</dt><dd>${readableMinutes(minutes!)}</dd>`)
    .join('');
  const scale = recipe.servings
    ? `<form method="get"><label>Servings <input type="number" name="servings" min="1" max="100" value="${shown}"></label> <button type="submit">Scale</button></form>`
    : '';
  const source =
    recipe.url && isHttpUrl(recipe.url)
      ? `<p><a href="${escapeHtml(recipe.url)}" rel="noopener noreferrer nofollow">Original recipe</a></p>`
      : '';
  const body = [
    back ? `<p><a href="${escapeHtml(back.url)}">← ${escapeHtml(back.name)}</a></p>` : '',
    `<article>`,
    `<img class="picture" src="${escapeHtml(picture)}" alt="${escapeHtml(recipe.name)}">`,
    `<h1>${escapeHtml(recipe.name)}</h1>`,
    recipe.description ? `<p>${escapeHtml(recipe.description)}</p>` : '',
    `<dl>${shown ? `<dt>Servings</dt><dd>${shown}</dd>` : ''}${recipe.yieldText ? `<dt>Yield</dt><dd>${escapeHtml(recipe.yieldText)}</dd>` : ''}${times}</dl>`,
    scale,
    `<h2>Ingredients</h2>`,
    sectioned(lines, recipe.ingredientSections, 'ul'),
    `<h2>Method</h2>`,
    sectioned(recipe.instructions, recipe.instructionSections, 'ol'),
    source,
    `</article>`,
  ].join('\n');
  return page(
    {
      title: recipe.name,
      meta: [
        ['og:title', recipe.name],
        ['og:type', 'article'],
        ['og:url', pageUrl],
        ['og:image', picture],
        ['og:description', description],
        ['og:site_name', 'Hello Kitchen'],
        ['twitter:card', 'summary_large_image'],
        ['twitter:title', recipe.name],
        ['twitter:description', description],
        ['twitter:image', picture],
        ['description', description],
      ],
      jsonLd: jsonLdScript(recipeJsonLd(recipe, pageUrl, picture)),
    },
    body,
  );
}

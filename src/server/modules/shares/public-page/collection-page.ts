import type { CollectionRecipe } from '#domain/collection.ts';
import { escapeHtml, jsonLdScript } from './html.ts';
import { page } from './layout.ts';
import { absolutePicture } from './recipe-page.ts';

interface CollectionPageInput {
  name: string;
  description: string | null;
  recipes: CollectionRecipe[];
  origin: string;
  /** This page's own absolute address; each recipe is at `<pageUrl>/<recipeId>`. */
  pageUrl: string;
}

/** A shared collection's page: its recipes in its order (under their sections), as links to their pages. */
export function collectionPage({ name, description, recipes, origin, pageUrl }: CollectionPageInput): string {
  const about = description ?? `${name}: a collection of ${recipes.length} recipes shared from Hello Kitchen.`;
  const itemList = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: recipes.length,
    itemListElement: recipes.map((r, i) => ({ '@type': 'ListItem', position: i + 1, url: `${pageUrl}/${r.id}` })),
  };
  let list = '';
  let section: string | null = null;
  for (const r of recipes) {
    if (r.section !== section && r.section !== null)
      list += `</ul><h2>${escapeHtml(r.section)}</h2><ul class="recipes">`;
    section = r.section;
    list += `<li><img src="${escapeHtml(absolutePicture(r.img, origin))}" alt=""><a href="${escapeHtml(`${pageUrl}/${r.id}`)}">${escapeHtml(r.name)}</a></li>`;
  }
  const body = [
    `<h1>${escapeHtml(name)}</h1>`,
    description ? `<p>${escapeHtml(description)}</p>` : '',
    recipes.length === 0 ? '<p>No recipes yet.</p>' : `<ul class="recipes">${list}</ul>`,
  ].join('\n');
  return page(
    {
      title: name,
      meta: [
        ['og:title', name],
        ['og:type', 'website'],
        ['og:url', pageUrl],
        ['og:description', about],
        ['og:site_name', 'Hello Kitchen'],
        ...(recipes[0] ? ([['og:image', absolutePicture(recipes[0].img, origin)]] as [string, string][]) : []),
        ['twitter:card', 'summary_large_image'],
        ['twitter:title', name],
        ['description', about],
      ],
      jsonLd: jsonLdScript(itemList),
    },
    body.replace('<ul class="recipes"></ul>', ''),
  );
}

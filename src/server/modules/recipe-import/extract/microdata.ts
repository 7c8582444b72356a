import type { Element } from 'domhandler';
import type { HtmlPage } from './html-document.ts';
import { attr, textOf } from './html-document.ts';

type Item = Record<string, unknown>;

const URL_PROPS: Record<string, string> = {
  a: 'href',
  area: 'href',
  link: 'href',
  img: 'src',
  audio: 'src',
  video: 'src',
  source: 'src',
  iframe: 'src',
  embed: 'src',
  object: 'data',
};

/** An itemprop's value as the microdata spec reads it. */
function propValue(el: Element): unknown {
  if (attr(el, 'itemscope') !== undefined) return readItem(el);
  if (attr(el, 'content') !== undefined) return attr(el, 'content');
  const urlAttr = URL_PROPS[el.name];
  if (urlAttr) return attr(el, urlAttr) ?? attr(el, 'data-src') ?? '';
  if (el.name === 'time' && attr(el, 'datetime')) return attr(el, 'datetime');
  if ((el.name === 'data' || el.name === 'meter') && attr(el, 'value') !== undefined) return attr(el, 'value');
  return textOf(el);
}

/** The properties of one item; nested items keep their own properties. */
function readItem(scope: Element): Item {
  const item: Item = { '@type': attr(scope, 'itemtype')?.trim().split(/\s+/) ?? [] };
  const walk = (el: Element) => {
    for (const child of el.children) {
      if (child.type !== 'tag' && child.type !== 'script' && child.type !== 'style') continue;
      const node = child as Element;
      const props = attr(node, 'itemprop');
      if (props) {
        const value = propValue(node);
        for (const prop of props.trim().split(/\s+/)) {
          const existing = item[prop];
          item[prop] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
        }
      }
      if (attr(node, 'itemscope') === undefined) walk(node);
    }
  };
  walk(scope);
  return item;
}

/** Properties that broken nesting often leaves outside the Recipe element although they are its own. */
const ORPHAN_PROPS = ['recipeIngredient', 'ingredients', 'recipeInstructions', 'recipeYield', 'totalTime', 'image'];

/** Pages often print the same list twice (screen and print views): [a, b, a, b] is [a, b]. */
function withoutRepeatedHalf(values: unknown[]): unknown[] {
  const half = values.length / 2;
  if (!Number.isInteger(half)) return values;
  const first = values.slice(0, half);
  return JSON.stringify(first) === JSON.stringify(values.slice(half)) ? first : values;
}

/**
 * Every microdata item whose itemtype is schema.org Recipe, read into a JSON-LD-like object. With one
 * Recipe on the page, its missing properties are taken from itemprops anywhere on the page: unclosed or
 * misnested tags end the Recipe element early in the parsed tree, though the page meant them as its own.
 */
export function microdataRecipes(page: HtmlPage): Item[] {
  const scopes = page.elements.filter(
    (el) => attr(el, 'itemscope') !== undefined && /schema\.org\/recipe\b/i.test(attr(el, 'itemtype') ?? ''),
  );
  const items = scopes.map(readItem);
  if (items.length !== 1) return items;
  const [item] = items;
  for (const prop of ORPHAN_PROPS.filter((p) => item[p] === undefined)) {
    const values = page.elements
      .filter((el) => attr(el, 'itemprop')?.split(/\s+/).includes(prop))
      .map(propValue)
      .filter((v) => v !== '');
    if (values.length > 0) item[prop] = values.length === 1 ? values[0] : withoutRepeatedHalf(values);
  }
  return items;
}

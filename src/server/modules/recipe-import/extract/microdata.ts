type Item = Record<string, unknown>;
type Attribs = Record<string, string>;

const URL_ATTR: Record<string, string> = {
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

/** Properties that broken nesting often leaves outside the Recipe element although they are its own. */
const ORPHAN_PROPS = new Set([
  'recipeIngredient',
  'ingredients',
  'recipeInstructions',
  'recipeYield',
  'totalTime',
  'image',
]);

/** The widest candidate of a srcset ("a.jpg 640w, b.jpg 1280w" → b.jpg; "a.jpg 1x, b.jpg 2x" → b.jpg). */
function widestOfSrcset(srcset: string | undefined): string | undefined {
  let best: { url: string; size: number } | undefined;
  for (const candidate of (srcset ?? '').split(/,\s+/)) {
    const [url, descriptor = '1x'] = candidate.trim().split(/\s+/);
    const size = Number.parseFloat(descriptor) || 1;
    if (url && !url.startsWith('data:') && (!best || size > best.size)) best = { url, size };
  }
  return best?.url;
}

/**
 * An image element's picture: its `src`, unless that is a lazy-loading placeholder (a data: URI or
 * empty), then the lazy loader's attribute, then the widest `srcset` candidate.
 */
function imageSource(attribs: Attribs): string {
  const src = attribs.src?.trim();
  if (src && !src.startsWith('data:')) return src;
  const lazy = [attribs['data-src'], attribs['data-lazy-src'], attribs['data-original']].find(
    (value) => value?.trim() && !value.trim().startsWith('data:'),
  );
  return lazy?.trim() ?? widestOfSrcset(attribs.srcset ?? attribs['data-srcset'] ?? attribs['data-lazy-srcset']) ?? '';
}

/** An itemprop's value when its attributes give it (microdata spec); undefined means its text. */
function attributeValue(name: string, attribs: Attribs): string | undefined {
  if (attribs.content !== undefined) return attribs.content;
  if (name === 'img' || name === 'source') return imageSource(attribs);
  const urlAttr = URL_ATTR[name];
  if (urlAttr) return attribs[urlAttr] ?? attribs['data-src'] ?? '';
  if (name === 'time' && attribs.datetime) return attribs.datetime;
  if ((name === 'data' || name === 'meter') && attribs.value !== undefined) return attribs.value;
  return undefined;
}

function add(item: Item, props: string[], value: unknown) {
  for (const prop of props) {
    const existing = item[prop];
    item[prop] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
}

interface Open {
  /** The item this element opens (itemscope). */
  item?: Item;
  /** Text of an itemprop read from its content, with the item it belongs to. */
  capture?: { parts: string[]; size: number; owner: Item | undefined; props: string[]; textOf?: Item };
}

/** Elements that start a new line of text; a `<br>` too. Any other tag is an inline gap. */
const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

/**
 * An itemprop's text as a reader sees it (what extruct's text content gives): a block element or `<br>`
 * ends a line ("\n", which the line splitter reads), any other tag is a gap between words ("2<b>cups</b>
 * flour" is "2 cups flour"), and line breaks in the page's source are only layout. Gaps are tabs, which
 * `cleanText` drops before punctuation and turns into spaces elsewhere.
 */
const boundary = (name: string) => (BLOCK.has(name) ? '\n' : '\t');
const layoutText = (text: string) => text.replace(/[\n\r\t]+/g, '\t');

/** Nested itemprops read from text at once, and the text kept for one: past these, a hostile page's nesting is ignored. */
const MAX_OPEN_CAPTURES = 32;
const MAX_CAPTURE_CHARS = 64 * 1024;

/** Pages often print the same list twice (screen and print views): [a, b, a, b] is [a, b]. */
function withoutRepeatedHalf(values: unknown[]): unknown[] {
  const half = values.length / 2;
  if (!Number.isInteger(half)) return values;
  const first = values.slice(0, half);
  return JSON.stringify(first) === JSON.stringify(values.slice(half)) ? first : values;
}

/**
 * Reads microdata while the page streams past (no element tree): every item whose itemtype is
 * schema.org Recipe, as a JSON-LD-like object with nested items kept apart. Feed it the parser's events.
 */
export function createMicrodataReader() {
  const open: Open[] = [];
  const items: Item[] = [];
  const recipes: Item[] = [];
  const captures: Open['capture'][] = [];
  const anywhere = new Map<string, unknown[]>();

  const currentItem = () => {
    for (let i = open.length - 1; i >= 0; i--) if (open[i].item) return open[i].item;
    return undefined;
  };
  const assign = (owner: Item | undefined, props: string[], value: unknown) => {
    if (owner) add(owner, props, value);
    for (const prop of props) {
      if (ORPHAN_PROPS.has(prop) && value !== '') anywhere.set(prop, [...(anywhere.get(prop) ?? []), value]);
    }
  };

  return {
    onopentag(name: string, attribs: Attribs) {
      for (const capture of captures) capture?.parts.push(boundary(name));
      const props = attribs.itemprop?.trim().split(/\s+/);
      const owner = currentItem();
      const entry: Open = {};
      if (attribs.itemscope !== undefined) {
        const item: Item = { '@type': attribs.itemtype?.trim().split(/\s+/) ?? [] };
        if (props) assign(owner, props, item);
        if (/schema\.org\/recipe\b/i.test(attribs.itemtype ?? '')) recipes.push(item);
        items.push(item);
        entry.item = item;
        // An item that is another's property also keeps its whole text: an ingredient given as an item
        // ("<li itemprop=ingredients itemscope><span itemprop=amount>1 cup</span> <span itemprop=name>…")
        // is the line, not only its name.
        if (props && captures.length < MAX_OPEN_CAPTURES) {
          entry.capture = { parts: [], size: 0, owner: undefined, props: [], textOf: item };
          captures.push(entry.capture);
        }
      } else if (props) {
        const value = attributeValue(name, attribs);
        if (value !== undefined) assign(owner, props, value);
        else if (captures.length < MAX_OPEN_CAPTURES) {
          entry.capture = { parts: [], size: 0, owner, props };
          captures.push(entry.capture);
        }
      }
      open.push(entry);
    },
    ontext(text: string) {
      for (const capture of captures) {
        if (!capture || capture.size > MAX_CAPTURE_CHARS) continue;
        capture.parts.push(layoutText(text));
        capture.size += text.length;
      }
    },
    onclosetag(name: string) {
      const entry = open.pop();
      for (const capture of captures) if (capture !== entry?.capture) capture?.parts.push(boundary(name));
      if (entry?.capture) {
        captures.splice(captures.indexOf(entry.capture), 1);
        const text = entry.capture.parts.join('');
        if (entry.capture.textOf) entry.capture.textOf['@text'] = text;
        else assign(entry.capture.owner, entry.capture.props, text);
      }
    },
    /**
     * The Recipe items. With one Recipe on the page, its missing properties come from itemprops anywhere
     * on the page: misnested or unclosed tags end the Recipe element early, though the page meant them as its own.
     */
    recipes(): Item[] {
      if (recipes.length === 1) {
        const [recipe] = recipes;
        for (const [prop, values] of anywhere) {
          if (recipe[prop] === undefined) recipe[prop] = values.length === 1 ? values[0] : withoutRepeatedHalf(values);
        }
      }
      return recipes;
    },
  };
}

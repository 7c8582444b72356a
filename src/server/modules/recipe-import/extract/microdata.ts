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

/** An itemprop's value when its attributes give it (microdata spec); undefined means its text. */
function attributeValue(name: string, attribs: Attribs): string | undefined {
  if (attribs.content !== undefined) return attribs.content;
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
  capture?: { parts: string[]; size: number; owner: Item | undefined; props: string[] };
}

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
      const props = attribs.itemprop?.trim().split(/\s+/);
      const owner = currentItem();
      const entry: Open = {};
      if (attribs.itemscope !== undefined) {
        const item: Item = { '@type': attribs.itemtype?.trim().split(/\s+/) ?? [] };
        if (props) assign(owner, props, item);
        if (/schema\.org\/recipe\b/i.test(attribs.itemtype ?? '')) recipes.push(item);
        items.push(item);
        entry.item = item;
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
        capture.parts.push(text);
        capture.size += text.length;
      }
    },
    onclosetag() {
      const entry = open.pop();
      if (entry?.capture) {
        captures.splice(captures.indexOf(entry.capture), 1);
        assign(entry.capture.owner, entry.capture.props, entry.capture.parts.join(''));
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

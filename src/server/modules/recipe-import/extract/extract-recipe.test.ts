import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe.ts';

const PAGE = 'https://cook.example.com/recipes/soup';
const page = (head: string, body = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const ld = (json: string) => `<script type="application/ld+json">${json}</script>`;
const recipeJson = (extra = '') =>
  `{"@context":"https://schema.org","@type":"Recipe","name":"Tomato Soup","recipeIngredient":["2 tomatoes","1 cup stock"]${extra}}`;

describe('extractRecipe: where the Recipe is', () => {
  it('reads a plain JSON-LD Recipe', () => {
    expect(extractRecipe(page(ld(recipeJson())), PAGE)).toMatchObject({
      name: 'Tomato Soup',
      ingredients: ['2 tomatoes', '1 cup stock'],
    });
  });

  it('finds it inside @graph, in a top-level array, with @type as an array, and under mainEntity', () => {
    const inGraph = `{"@context":"https://schema.org","@graph":[{"@type":"WebPage","name":"Page"},${recipeJson()}]}`;
    const inArray = `[{"@type":"Organization","name":"Site"},${recipeJson()}]`;
    const typeArray = recipeJson().replace('"@type":"Recipe"', '"@type":["Recipe","NewsArticle"]');
    const mainEntity = `{"@type":"WebPage","mainEntity":${recipeJson()}}`;
    for (const json of [inGraph, inArray, typeArray, mainEntity]) {
      expect(extractRecipe(page(ld(json)), PAGE)?.name, json).toBe('Tomato Soup');
    }
  });

  it('reads JSON-LD that strict JSON.parse rejects: raw newlines, trailing commas, CDATA and comment wrappers', () => {
    const rawNewline = recipeJson(',"description":"Warm.\nRed."');
    const trailingComma = recipeJson(',"recipeYield":"4",').replace(']', ',]');
    const cdata = `//<![CDATA[\n${recipeJson()}\n//]]>`;
    const comment = `<!--\n${recipeJson()}\n-->`;
    for (const json of [rawNewline, trailingComma, cdata, comment]) {
      expect(() => JSON.parse(json)).toThrow();
      expect(extractRecipe(page(ld(json)), PAGE)?.ingredients, json).toEqual(['2 tomatoes', '1 cup stock']);
    }
    expect(extractRecipe(page(ld(rawNewline)), PAGE)?.description).toBe('Warm. Red.');
  });

  it('reads microdata (itemscope, itemtype Recipe, itemprop), with nested items kept apart', () => {
    const body = `<div itemscope itemtype="http://schema.org/Recipe">
      <h1 itemprop="name">Pea &amp; Mint Soup</h1>
      <img itemprop="image" src="/img/pea.jpg">
      <meta itemprop="totalTime" content="PT25M">
      <span itemprop="recipeYield">Serves 4</span>
      <div itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">Ann</span></div>
      <ul><li itemprop="recipeIngredient">500 g  peas</li><li itemprop="recipeIngredient">1 bunch mint</li></ul>
      <ol><li itemprop="recipeInstructions">Boil.</li><li itemprop="recipeInstructions">Blend.</li></ol>
    </div>`;
    expect(extractRecipe(page('', body), PAGE)).toMatchObject({
      name: 'Pea & Mint Soup',
      img: 'https://cook.example.com/img/pea.jpg',
      totalTime: 25,
      servings: 4,
      ingredients: ['500 g peas', '1 bunch mint'],
      instructions: ['Boil.', 'Blend.'],
    });
  });

  it('reads microdata text as a reader sees it: source line breaks are layout, tags are gaps, blocks are lines', () => {
    const body = `<article itemscope itemtype="https://schema.org/Recipe">
      <h1 itemprop="name">
        Pea Soup
      </h1>
      <img itemprop="image" src="data:image/gif;base64,R0lGOD" data-srcset="/img/pea-640.jpg 640w, /img/pea-1280.jpg 1280w">
      <ul>
        <li itemprop="recipeIngredient">
          <span class="amount">500</span><span class="unit">g</span>
          frozen peas
          , thawed
        </li>
        <li itemprop="recipeIngredient">1 bunch mint (<i>leaves only</i>)</li>
        <li itemprop="recipeIngredient" itemscope itemtype="http://schema.org/HowToSupply">
          <span itemprop="amount">2 cups</span> <span itemprop="name">stock</span>
        </li>
      </ul>
      <div itemprop="recipeInstructions"><p>Boil the peas.</p><p>Blend with the mint.</p></div>
    </article>`;
    expect(extractRecipe(page('', body), PAGE)).toMatchObject({
      name: 'Pea Soup',
      img: 'https://cook.example.com/img/pea-1280.jpg',
      ingredients: ['500 g frozen peas, thawed', '1 bunch mint (leaves only)', '2 cups stock'],
      instructions: ['Boil the peas.', 'Blend with the mint.'],
    });
  });

  it('gives null for a page without a Recipe, or a Recipe with no title or no lines and steps', () => {
    expect(extractRecipe(page(ld('{"@type":"Article","name":"News"}')), PAGE)).toBeNull();
    expect(extractRecipe(page('<title>Hi</title>', '<p>no data</p>'), PAGE)).toBeNull();
    expect(extractRecipe(page(ld('{"@type":"Recipe","name":"Empty"}')), PAGE)).toBeNull();
    expect(extractRecipe(page(ld('{"@type":"Recipe","recipeIngredient":["1 egg"]}')), PAGE)).toBeNull();
    expect(extractRecipe(page(ld('{ not json at all')), PAGE)).toBeNull();
    expect(extractRecipe('', PAGE)).toBeNull();
  });
});

describe('extractRecipe: normalising', () => {
  const extract = (extra: string, lines = '["2 tomatoes"]') =>
    extractRecipe(page(ld(`{"@type":"Recipe","name":"Soup","recipeIngredient":${lines}${extra}}`)), PAGE);

  it('decodes entities (also twice-encoded), drops tags and collapses whitespace', () => {
    const recipe = extract(
      '',
      '["1  cup&nbsp;cr&amp;egrave;me   fra&#238;che", "<b>2</b> <i>eggs</i>\\t, beaten", "salt &amp;amp; pepper"]',
    );
    expect(recipe?.ingredients).toEqual(['1 cup crème fraîche', '2 eggs, beaten', 'salt & pepper']);
  });

  it("keeps the page's own spacing in a title: a no-break space becomes a space, also before a colon", () => {
    // French puts a no-break space (U+00A0, or the narrow U+202F) before ":", "!" and "?".
    const title = (name: string) =>
      extractRecipe(page(ld(JSON.stringify({ '@type': 'Recipe', name, recipeIngredient: ['1 egg'] }))), PAGE)?.name;
    expect(title('Tarte Tatin\u00a0: la recette facile')).toBe('Tarte Tatin : la recette facile');
    expect(title('Tarte\u00a0Tatin\u202f!')).toBe('Tarte Tatin !');
    expect(title('Tarte Tatin&nbsp;: la recette')).toBe('Tarte Tatin : la recette');
    expect(title('  Pea \n Soup , quick  ')).toBe('Pea Soup , quick');
    // Markup's layout before punctuation is no space of the text: tags, and tabs or line breaks in microdata.
    expect(title('<b>Pea Soup</b>, quick (<i>vegan</i>)')).toBe('Pea Soup, quick (vegan)');
  });

  it('drops group headers from the lines and keeps them as section titles', () => {
    const recipe = extract(
      '',
      '["For the sauce:", "1 cup cream", "2 egg yolks", "TOPPING", "50 g cheese", "For the garnish", "parsley"]',
    );
    expect(recipe?.ingredients).toEqual(['1 cup cream', '2 egg yolks', '50 g cheese', 'parsley']);
    expect(recipe?.ingredientSections).toEqual([
      { title: 'For the sauce', start: 0 },
      { title: 'TOPPING', start: 2 },
      { title: 'For the garnish', start: 3 },
    ]);
  });

  it('splits lines a site merged into one string, by newline, <br> or commas between amounts', () => {
    expect(extract('', '["1 egg\\n2 cups flour<br>3 tbsp sugar"]')?.ingredients).toEqual([
      '1 egg',
      '2 cups flour',
      '3 tbsp sugar',
    ]);
    expect(extract('', '["125ml milk, 1 tsp vinegar, 60ml oil"]')?.ingredients).toEqual([
      '125ml milk',
      '1 tsp vinegar',
      '60ml oil',
    ]);
    expect(extract('', '["salt, to taste, and pepper"]')?.ingredients).toEqual(['salt, to taste, and pepper']);
  });

  it('reads HowToSection, HowToStep and plain-string instructions into steps', () => {
    const sections = `,"recipeInstructions":[{"@type":"HowToSection","name":"Sauce","itemListElement":[{"@type":"HowToStep","text":"Melt butter."},{"@type":"HowToStep","name":"Whisk in flour."}]},{"@type":"HowToSection","name":"Finish","itemListElement":["Pour over."]}]`;
    const recipe = extract(sections);
    expect(recipe?.instructions).toEqual(['Melt butter.', 'Whisk in flour.', 'Pour over.']);
    expect(recipe?.instructionSections).toEqual([
      { title: 'Sauce', start: 0 },
      { title: 'Finish', start: 2 },
    ]);
    expect(extract(',"recipeInstructions":"Chop.\\nFry.<br/>Serve."')?.instructions).toEqual([
      'Chop.',
      'Fry.',
      'Serve.',
    ]);
    expect(extract(',"recipeInstructions":["Chop.","Fry."]')?.instructions).toEqual(['Chop.', 'Fry.']);
  });

  it('takes the image as a string, an ImageObject or the first of an array, made absolute', () => {
    expect(extract(',"image":"/a.jpg"')?.img).toBe('https://cook.example.com/a.jpg');
    expect(extract(',"image":{"@type":"ImageObject","url":"https://cdn.example.com/b.jpg"}')?.img).toBe(
      'https://cdn.example.com/b.jpg',
    );
    expect(extract(',"image":[{"@type":"ImageObject","contentUrl":"//cdn.example.com/c.jpg"},"/d.jpg"]')?.img).toBe(
      'https://cdn.example.com/c.jpg',
    );
  });

  it('reads an image reference into the graph, keeps an absolute address as written, resolves against the page', () => {
    const graph = (image: string, head = '') =>
      extractRecipe(
        page(
          head +
            ld(
              `{"@graph":[{"@type":"ImageObject","@id":"https://cook.example.com/soup#primaryimage","url":"https://cdn.example.com/soup-full.jpg"},` +
                `{"@type":"Recipe","name":"Soup","recipeIngredient":["1 egg"],"image":${image}}]}`,
            ),
        ),
        PAGE,
      )?.img;
    expect(graph('{"@id":"https://cook.example.com/soup#primaryimage"}')).toBe('https://cdn.example.com/soup-full.jpg');
    expect(graph('{"@id":"https://cook.example.com/other#primaryimage"}')).toBeNull();
    expect(graph('"https://cdn.example.com/Hähnchen Brust.jpg"')).toBe('https://cdn.example.com/Hähnchen Brust.jpg');
    expect(graph('"img/soup.jpg"')).toBe('https://cook.example.com/recipes/img/soup.jpg');
    expect(graph('"img/soup.jpg"', '<base href="https://static.example.com/a/">')).toBe(
      'https://static.example.com/a/img/soup.jpg',
    );
    expect(
      graph('"/x.jpg"', '<meta property="og:image:secure_url" content=""><meta property="og:image" content="/og.jpg">'),
    ).toBe('https://cook.example.com/og.jpg');
  });

  it('reads the servings number of the yield, or null', () => {
    expect(extract(',"recipeYield":["4","4 servings"]')).toMatchObject({ servings: 4, yieldText: null });
    expect(extract(',"recipeYield":"Makes about 20 rolls"')).toMatchObject({
      servings: 20,
      yieldText: 'Makes about 20 rolls',
    });
    expect(extract(',"recipeYield":6')?.servings).toBe(6);
    expect(extract(',"recipeYield":"a crowd"')?.servings).toBeNull();
  });

  it('reads durations leniently: total, else prep plus cook; a broken one is ignored', () => {
    expect(extract(',"totalTime":"PT1H30M","prepTime":"PT10M"')).toMatchObject({
      totalTime: 90,
      cookTime: 90,
      prepTime: 10,
    });
    expect(extract(',"totalTime":"PT90M"')?.cookTime).toBe(90);
    expect(extract(',"totalTime":"P0DT1H"')?.cookTime).toBe(60);
    expect(extract(',"prepTime":"PT15M","cookTime":"PT1H"')?.cookTime).toBe(75);
    expect(extract(',"totalTime":"about an hour","prepTime":"PT15M","cookTime":"PT20M"')?.cookTime).toBe(35);
    expect(extract(',"totalTime":"PTxyzM"')).toMatchObject({ cookTime: null, name: 'Soup' });
    expect(extract(',"totalTime":{"broken":true}')?.cookTime).toBeNull();
  });

  it('fills tags only where cuisine, category or keywords match the fixed lists', () => {
    const recipe = extract(
      ',"recipeCuisine":"Mexican","recipeCategory":["Soup","Dinner"],"keywords":"vegan, Gluten-Free, air fryer soup, italian","suitableForDiet":"https://schema.org/VegetarianDiet"',
    );
    expect(recipe?.cuisines.sort()).toEqual(['mexican', 'soup']);
    expect(recipe?.restrictions.sort()).toEqual(['glutan-free', 'vegan', 'vegetarian']);
    expect(recipe?.appliances).toEqual(['air fryer']);
    expect(extract(',"recipeCuisine":"Italian"')).toMatchObject({ cuisines: [], restrictions: [], appliances: [] });
  });

  it('takes the canonical link as the url, else the page address', () => {
    const withCanonical = page(`<link rel="canonical" href="/recipes/soup-2">${ld(recipeJson())}`);
    expect(extractRecipe(withCanonical, PAGE)?.url).toBe('https://cook.example.com/recipes/soup-2');
    expect(extractRecipe(page(ld(recipeJson())), PAGE)?.url).toBe(PAGE);
  });
});

describe('extractRecipe: hostile pages end quickly and never throw', () => {
  it('ignores a duration of a million digits', () => {
    const json = recipeJson(`,"totalTime":"PT${'1'.repeat(1_000_000)}X"`);
    expect(extractRecipe(page(ld(json)), PAGE)).toMatchObject({ name: 'Tomato Soup', cookTime: null });
  });

  it('reads microdata nested 20,000 itemprops deep without keeping every text once per level', () => {
    const depth = 20_000;
    const nested = '<div itemprop="description">words '.repeat(depth) + '</div>'.repeat(depth);
    const body = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Deep</h1>
      <span itemprop="recipeIngredient">1 egg</span>${nested}</div>`;
    expect(extractRecipe(page('', body), PAGE)).toMatchObject({ name: 'Deep', ingredients: ['1 egg'] });
  });

  it('keeps at most 300 lines and steps', () => {
    const lines = JSON.stringify(Array.from({ length: 5000 }, (_, i) => `${i + 1} g salt`));
    const steps = JSON.stringify(Array.from({ length: 5000 }, (_, i) => `Step ${i + 1}.`));
    const recipe = extractRecipe(
      page(ld(`{"@type":"Recipe","name":"Long","recipeIngredient":${lines},"recipeInstructions":${steps}}`)),
      PAGE,
    );
    expect(recipe?.ingredients).toHaveLength(300);
    expect(recipe?.instructions).toHaveLength(300);
  });
});

import { findRecipeNodes, readRecipeNode } from '../../recipe-import/index.ts';
import { EntryError } from '../archive/limits.ts';
import { asJson, readJsonEntry, type ViewEntry } from '../archive/source-file.ts';
import { oversizedFailure } from './oversized.ts';
import { blankRecipe, type ImportedRecipe, type OpenedFile, type ReadItem, type Reader } from './types.ts';
import { httpUrl } from './values.ts';

type Node = Record<string, unknown>;

/** One schema.org Recipe node, read by the link importer's own reader. */
export function fromSchemaOrgNode(node: Node): ImportedRecipe | null {
  const url = httpUrl(node.url);
  const r = readRecipeNode(node, url ?? '');
  if (!r) return null;
  return {
    ...blankRecipe(r.name),
    description: r.description,
    lines: r.ingredients.map((text) => ({ text })),
    ingredientSections: r.ingredientSections,
    steps: r.instructions,
    instructionSections: r.instructionSections,
    servings: r.servings,
    yieldText: r.yieldText,
    prepTime: r.prepTime,
    cookTime: r.cookTime,
    totalTime: r.totalTime,
    url,
    keywords: r.keywords,
    pictureUrl: r.img,
  };
}

const recipesIn = (json: unknown) => (json === undefined ? [] : findRecipeNodes([json]));
const isJsonName = (path: string) => /\.(json|jsonld)$/i.test(path);

function* itemsOf(nodes: Node[], entry: string): Generator<ReadItem> {
  for (const [i, node] of nodes.entries()) {
    const where = nodes.length > 1 ? `${entry} #${i + 1}` : entry;
    // A picture is only ever an address to fetch; one past its limit is left out like any bad address.
    const refused = oversizedFailure(node, where, ['image']);
    if (refused) {
      yield refused;
      continue;
    }
    const recipe = fromSchemaOrgNode(node);
    yield recipe
      ? { entry: where, recipe }
      : { entry: where, name: where, failure: 'The Recipe has no name, or neither an ingredient nor a step.' };
  }
}

/** schema.org JSON-LD: a Recipe, an array of them or a @graph; one file, or a zip of such files. */
export const schemaOrgReader: Reader = {
  format: 'schema.org',
  async detect(view) {
    if (view.bytes) return recipesIn(asJson(view.bytes)).length > 0;
    const first = view.entries.find((e) => isJsonName(e.path));
    if (!first || !view.zip) return false;
    return recipesIn(await readJsonEntry(view.zip, first.entry).catch(() => undefined)).length > 0;
  },
  async open(view): Promise<OpenedFile> {
    if (view.bytes) {
      const nodes = recipesIn(asJson(view.bytes));
      return {
        total: nodes.length,
        items: (async function* () {
          yield* itemsOf(nodes, view.fileName);
        })(),
      };
    }
    const files: ViewEntry[] = view.entries.filter((e) => isJsonName(e.path));
    async function* items(): AsyncGenerator<ReadItem> {
      for (const e of files) {
        try {
          yield* itemsOf(recipesIn(await readJsonEntry(view.zip!, e.entry)), e.path);
        } catch (err) {
          if (!(err instanceof EntryError)) throw err;
          yield { entry: e.path, name: e.path, failure: `The entry ${err.message}.` };
        }
      }
    }
    return { total: files.length, items: items() };
  },
};

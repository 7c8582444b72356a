import type { Section, SourceApp } from '#domain/recipe-imported.ts';
import type { FileView } from '../archive/source-file.ts';

/** One ingredient line as the source gives it: text always, the parts when the source has them. */
export interface ImportedLine {
  text: string;
  qty?: number | null;
  qtyMax?: number | null;
  unit?: string | null;
  food?: string | null;
  comment?: string | null;
  /** Only this app's own export: the file's id of the recipe this line includes. */
  includes?: number;
}

/** A recipe read from another app's file, before the catalogue's rules are applied. */
export interface ImportedRecipe {
  name: string;
  description: string | null;
  lines: ImportedLine[];
  ingredientSections: Section[];
  steps: string[];
  instructionSections: Section[];
  servings: number | null;
  yieldText: string | null;
  prepTime: number | null;
  cookTime: number | null;
  totalTime: number | null;
  url: string | null;
  keywords: string[];
  /** Picture bytes inside the file, or a picture address to fetch. */
  picture?: Buffer | null;
  pictureUrl?: string | null;
  /** Only this app's own export carries these; `img` is a bundled picture path kept as it is. */
  img?: string | null;
  tags?: { cuisines: string[]; restrictions: string[]; appliances: string[] };
  isActive?: boolean;
  source?: { app: SourceApp; importedAt: string } | null;
  /** Only this app's own export: the recipe's id in the file, for the lines that include it. */
  sourceId?: number;
  warnings: string[];
}

export type ReadItem = { entry: string; recipe: ImportedRecipe } | { entry: string; name: string; failure: string };

export interface OpenedFile {
  /** How many recipes the file holds, for progress. */
  total: number;
  items: AsyncIterable<ReadItem>;
}

export type MigrationFormat = Exclude<SourceApp, never>;

/** One format: recognises a file by its content, then yields its recipes one by one. */
export interface Reader {
  format: MigrationFormat;
  detect(view: FileView): boolean | Promise<boolean>;
  open(view: FileView): Promise<OpenedFile>;
}

/** An empty recipe to fill in. */
export function blankRecipe(name: string): ImportedRecipe {
  return {
    name,
    description: null,
    lines: [],
    ingredientSections: [],
    steps: [],
    instructionSections: [],
    servings: null,
    yieldText: null,
    prepTime: null,
    cookTime: null,
    totalTime: null,
    url: null,
    keywords: [],
    warnings: [],
  };
}

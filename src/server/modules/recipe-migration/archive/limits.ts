/** Bounds on what an uploaded file may make the server do (API.md, "Hostile files"). */
export const ArchiveLimits = {
  maxEntries: 10_000,
  /** Tandoor nests one zip per recipe in its export; nothing deeper is read. */
  maxDepth: 2,
  /** An entry past both of these is a bomb. */
  bombRatio: 100,
  bombBytes: 50 * 1024 * 1024,
  /** All entries of one file together. */
  maxTotalBytes: 2 * 1024 * 1024 * 1024,
  /** The largest single entry read into memory (a Mealie database.json of thousands of recipes fits). */
  maxEntryBytes: 64 * 1024 * 1024,
  maxPictureBytes: 10 * 1024 * 1024,
  /** A recipe in a text format (a Cooklang `.cook` file): a long recipe is a few KiB. */
  maxTextRecipeBytes: 1024 * 1024,
  /** Cooklang's YAML front matter, and how deep its `[`/`{` may nest (the YAML parser recurses). */
  maxFrontMatterBytes: 16 * 1024,
  maxFrontMatterDepth: 16,
  /** What is inflated to disk from a damaged zip, read from its local headers (recover.ts). */
  maxRecoveredBytes: 256 * 1024 * 1024,
} as const;

/**
 * Bounds on JSON, applied by the bounded reader (bounded-json.ts) while it tokenizes, before anything
 * is built: a deeper nesting, more values or a longer key or number fails the file (or the entry); a
 * longer text is kept as an `OversizedText` marker and fails the recipe that holds it.
 */
export const JsonLimits = {
  /** Mealie, Tandoor and schema.org nest about 8 levels; 64 leaves room and stops a nesting bomb. */
  maxDepth: 64,
  /** Values of every kind in one document; a Mealie database.json of 5,000 recipes holds about 1.5 million. */
  maxValues: 3_000_000,
  /** One text, in UTF-16 units: far above any recipe field (a whole method in one Paprika string). */
  maxTextLength: 256 * 1024,
  /** Texts that carry a picture in base64 (Paprika `photo_data`): 10 MiB of picture, and its line breaks. */
  maxPictureTextLength: Math.ceil((ArchiveLimits.maxPictureBytes * 4) / 3) + 256 * 1024,
  pictureTextKeys: ['photo_data'] as readonly string[],
  /** A key or a number. */
  maxTokenLength: 4096,
} as const;

/** A stable code for each way a file can be refused as a whole, sent as `details.code` with the 422. */
export type FileErrorCode =
  'JSON_TOO_DEEP' | 'JSON_TOO_MANY_VALUES' | 'JSON_TOKEN_TOO_LONG' | 'JSON_INVALID' | 'NOT_UTF8' | 'FILE_REFUSED';

/** A file that cannot be read as a whole: the migration fails with this reason. */
export class MigrationFileError extends Error {
  readonly code: FileErrorCode;
  constructor(message: string, options?: { cause?: unknown; code?: FileErrorCode }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = options?.code ?? 'FILE_REFUSED';
  }
}

/** One entry that cannot be read: a failed item with this reason, and the rest goes on. */
export class EntryError extends Error {}

export const mib = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MiB`;

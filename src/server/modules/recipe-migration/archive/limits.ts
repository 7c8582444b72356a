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
  /** What is inflated to disk from a damaged zip, read from its local headers (recover.ts). */
  maxRecoveredBytes: 256 * 1024 * 1024,
} as const;

/** A file that cannot be read as a whole: the migration fails with this reason. */
export class MigrationFileError extends Error {}

/** One entry that cannot be read: a failed item with this reason, and the rest goes on. */
export class EntryError extends Error {}

export const mib = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MiB`;

import { BulkImportLimits } from '#domain/bulk-import.ts';
import type { BulkJob } from '#domain/bulk-import.ts';

/** The most links one import takes. */
export const MAX_LINKS = BulkImportLimits.maxUrls;

/** The links typed, one per line: each trimmed, blank lines dropped. */
export const linksOf = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** A job still working: queued or running. */
export const isRunning = (job: Pick<BulkJob, 'status'> | undefined): boolean =>
  job?.status === 'queued' || job?.status === 'running';

/** How often a running job is asked for its progress (the contract asks for at least every 2 s). */
export const POLL_MS = 1000;

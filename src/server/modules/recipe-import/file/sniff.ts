/** The kinds of file the photo import reads, told by their first bytes (never by name or declared type). */
export type FileKind = 'jpeg' | 'png' | 'webp' | 'heic' | 'pdf';

// ISO-BMFF brands of HEIF pictures from phones (HEVC coded); AVIF ('avif') is not among them.
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** The file's kind by its magic bytes, or null for anything else. */
export function sniffFile(bytes: Buffer): FileKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.toString('latin1', 4, 8) === 'ftyp' && HEIC_BRANDS.has(bytes.toString('latin1', 8, 12))) return 'heic';
  // A PDF may have a little junk before its header; readers accept it within the first kilobyte.
  if (bytes.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  return null;
}

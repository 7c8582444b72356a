/** Code points 128 to 255 of IBM code page 437, the zip default for names without the UTF-8 flag. */
const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * An entry name as a person wrote it, in NFC: UTF-8 when the flag says so, and also when the bytes are
 * valid UTF-8 without it (macOS Finder writes NFD UTF-8 and no flag); else code page 437.
 */
export function decodeEntryName(raw: Buffer, utf8Flag: boolean): string {
  let name: string;
  try {
    name = utf8.decode(raw);
  } catch {
    name = utf8Flag
      ? new TextDecoder('utf-8').decode(raw)
      : Array.from(raw, (b) => (b < 128 ? String.fromCharCode(b) : CP437_HIGH[b - 128])).join('');
  }
  return name.normalize('NFC');
}

/** Why a name is refused, or null: it could climb out of a folder were it ever written to disk. */
export function unsafeNameReason(name: string): string | null {
  if (name.includes('\0')) return 'its name holds a NUL character';
  if (name.includes('\\')) return 'its name holds a backslash, which could point outside the archive';
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return 'its name is an absolute path';
  if (name.split('/').some((part) => part === '..')) return "its name climbs out of the archive with '..'";
  return null;
}

/** macOS leftovers and hidden files that are never recipes. */
export function isIgnoredName(name: string): boolean {
  const base = name.split('/').pop() ?? '';
  return name.startsWith('__MACOSX/') || base.startsWith('._') || base === '.DS_Store' || base === 'Thumbs.db';
}

export const S_IFMT = 0o170000;
export const S_IFLNK = 0o120000;

/** Unix mode bits in the high half of the external attributes, written by zip tools on Unix. */
export const isSymlink = (externalAttributes: number) => ((externalAttributes >>> 16) & S_IFMT) === S_IFLNK;

import { describe, expect, it } from 'vitest';
import { decodeEntryName, isIgnoredName, isSymlink, unsafeNameReason } from './entry-names.ts';

describe('zip entry names', () => {
  it('reads NFD UTF-8 without the flag as macOS wrote it, and keeps it in NFC', () => {
    const nfd = Buffer.from('Ha\u0308hnchen.paprikarecipe'.normalize('NFD'));
    expect(decodeEntryName(nfd, false)).toBe('Hähnchen.paprikarecipe'.normalize('NFC'));
  });

  it('falls back to code page 437 for bytes that are not UTF-8', () => {
    expect(decodeEntryName(Buffer.from([0x48, 0x84, 0x2e, 0x63]), false)).toBe('Hä.c');
  });

  it('refuses climbing, absolute and backslash names, and spots symbolic links', () => {
    expect(unsafeNameReason('../etc/passwd')).toMatch(/climbs out/);
    expect(unsafeNameReason('a/../../b')).toMatch(/climbs out/);
    expect(unsafeNameReason('/etc/passwd')).toMatch(/absolute/);
    expect(unsafeNameReason('C:/x')).toMatch(/absolute/);
    expect(unsafeNameReason('a\\..\\b')).toMatch(/backslash/);
    expect(unsafeNameReason('recipes/a..b.json')).toBeNull();
    expect(isSymlink(0o120777 << 16)).toBe(true);
    expect(isSymlink(0o100644 << 16)).toBe(false);
  });

  it('ignores macOS twins', () => {
    expect(isIgnoredName('__MACOSX/x/._database.json')).toBe(true);
    expect(isIgnoredName('x/._a.paprikarecipe')).toBe(true);
    expect(isIgnoredName('x/a.paprikarecipe')).toBe(false);
  });
});

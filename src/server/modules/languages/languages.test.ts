import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LanguageListSchema } from '#domain/languages.ts';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { readCatalogs } from './catalogs.ts';

/** A PO file as Lingui writes it: the header, then plain entries. */
function po(code: string, name: string, dir: string, entries: string[][], extra = '') {
  const header = `msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n"Language: ${code}\\n"\n"X-Language-Name: ${name}\\n"\n"X-Text-Direction: ${dir}\\n"\n`;
  const body = entries.map(([id, str]) => `\nmsgid "${id}"\nmsgstr "${str}"\n`).join('');
  return header + body + extra;
}

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'hk-locales-'));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return dir;
}

const ENGLISH = po('en', 'English', 'ltr', [
  ['Dinner', 'Dinner'],
  ['Servings: {count}', 'Servings: {count}'],
]);

describe('GET /api/languages on the catalogs of the repository', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers anyone every catalog with its own name and direction, English first', async () => {
    const res = await t.app.inject({ url: '/api/languages', headers: { 'accept-language': 'de' } });
    expect(res.statusCode).toBe(200);
    const body = LanguageListSchema.parse(res.json());
    expect(body.count).toBe(body.rows.length);
    expect(body.rows[0]).toEqual({ code: 'en', name: 'English', dir: 'ltr', complete: true });
    const byCode = Object.fromEntries(body.rows.map(({ code, name, dir }) => [code, [name, dir]]));
    expect(byCode).toMatchObject({
      de: ['Deutsch', 'ltr'],
      fr: ['Français', 'ltr'],
      es: ['Español', 'ltr'],
      ar: ['العربية', 'rtl'],
      he: ['עברית', 'rtl'],
    });
  });
});

describe('GET /api/languages follows the files', () => {
  const dir = folder({
    'en.po': ENGLISH,
    'de.po': po('de', 'Deutsch', 'ltr', [
      ['Dinner', 'Abendessen'],
      ['Servings: {count}', 'Portionen: {count}'],
    ]),
    'fr.po': po('fr', 'Français', 'ltr', [
      ['Dinner', 'Dîner'],
      ['Servings: {count}', ''],
    ]),
    'xx.po': po('xx', 'Xish', 'rtl', [['Dinner', 'Xdinner']]),
    'README.md': 'not a catalog',
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ localesDir: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists each .po file, complete when every English msgid is translated', async () => {
    const res = await t.app.inject({ url: '/api/languages' });
    expect(res.json()).toEqual({
      rows: [
        { code: 'en', name: 'English', dir: 'ltr', complete: true },
        { code: 'de', name: 'Deutsch', dir: 'ltr', complete: true },
        { code: 'fr', name: 'Français', dir: 'ltr', complete: false },
        { code: 'xx', name: 'Xish', dir: 'rtl', complete: false },
      ],
      count: 4,
    });
  });

  it("takes a new file's code as a setting, and refuses a code no file has", async () => {
    const user = await createUser(t.app);
    const send = (language: string) =>
      t.app.inject({ method: 'PATCH', url: '/api/user/me/settings', headers: user.auth, payload: { language } });
    expect((await send('xx')).json()).toEqual({ language: 'xx', units: null });
    expect((await send('es')).statusCode).toBe(400);
  });
});

describe('readCatalogs', () => {
  const dirs: string[] = [];
  const read = (files: Record<string, string>) => {
    const dir = folder(files);
    dirs.push(dir);
    return readCatalogs(dir);
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('counts a fuzzy or partly translated entry as missing, and an obsolete English one as not needed', () => {
    const english = ENGLISH + '\n#~ msgid "Gone"\n#~ msgstr "Gone"\n';
    const catalogs = read({
      'en.po': english,
      'de.po': po(
        'de',
        'Deutsch',
        'ltr',
        [['Dinner', 'Abendessen']],
        '\n#, fuzzy\nmsgid "Servings: {count}"\nmsgstr "Portionen: {count}"\n',
      ),
      'es.po': po('es', 'Español', 'ltr', [
        ['Dinner', 'Cena'],
        ['Servings: {count}', 'Raciones: {count}'],
      ]),
    });
    expect(catalogs.languages.map((l) => [l.code, l.complete])).toEqual([
      ['en', true],
      ['de', false],
      ['es', true],
    ]);
    expect(catalogs.codes).toEqual(['en', 'de', 'es']);
  });

  it('translates with placeholders filled, and falls back to the English text', () => {
    const catalogs = read({
      'en.po': ENGLISH,
      'de.po': po('de', 'Deutsch', 'ltr', [['Servings: {count}', 'Portionen: {count}']]),
    });
    expect(catalogs.translate('de', 'Servings: {count}', { count: 4 })).toBe('Portionen: 4');
    expect(catalogs.translate('de', 'Dinner')).toBe('Dinner');
    expect(catalogs.translate('zz', 'Servings: {count}', { count: 2 })).toBe('Servings: 2');
    expect(catalogs.translate(null, 'Servings: {count}', { count: 2 })).toBe('Servings: 2');
  });

  it('fails at start on a catalog without its header lines, or without English', () => {
    expect(() => read({ 'en.po': ENGLISH, 'de.po': po('de', '', 'ltr', []) })).toThrow(/de\.po.*X-Language-Name/);
    expect(() => read({ 'en.po': ENGLISH, 'de.po': po('de', 'Deutsch', 'up', []) })).toThrow(/X-Text-Direction/);
    expect(() => read({ 'en.po': ENGLISH, 'de.po': po('fr', 'Français', 'ltr', []) })).toThrow(/Language: fr/);
    expect(() => read({ 'de.po': po('de', 'Deutsch', 'ltr', []) })).toThrow(/No English catalog/);
  });
});

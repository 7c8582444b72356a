import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Messages } from '@lingui/core';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

/**
 * The catalog of `locale` as the build compiles it (lingui.config.ts: its fallbacks, the Vite plugin's
 * compiler), from a copy of src/locales in which the translation of the English `message` is empty: what a
 * language that lacks a text ships.
 */
export async function compiledWithout(locale: string, message: string): Promise<Messages> {
  const dir = mkdtempSync(join(tmpdir(), 'hk-catalogs-'));
  try {
    cpSync('src/locales', dir, { recursive: true });
    const file = join(dir, `${locale}.po`);
    const po = readFileSync(file, 'utf8');
    const entry = `msgid ${JSON.stringify(message)}\nmsgstr `;
    const at = po.indexOf(entry);
    if (at < 0) throw new Error(`${locale}.po has no entry ${message}`);
    const end = po.indexOf('\n', at + entry.length);
    writeFileSync(file, `${po.slice(0, at)}${entry}""${po.slice(end)}`);
    const config = getConfig({ configPath: 'lingui.config.ts', skipValidation: true });
    const catalogs = await getCatalogs({
      ...config,
      catalogs: [{ ...config.catalogs![0]!, path: join(dir, '{locale}') }],
    });
    const { messages } = await catalogs[0]!.getTranslations(locale, {
      fallbackLocales: config.fallbackLocales!,
      sourceLocale: config.sourceLocale!,
    });
    const { source } = createCompiledCatalog(locale, messages, { namespace: 'json' });
    return (JSON.parse(source) as { messages: Messages }).messages;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// The web texts rule of eslint.config.js (docs/decisions/languages.md): in every screen of the web app, a visible
// text, aria-label, alt, placeholder or title written as a literal fails; one from the catalog passes.
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js') });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath), warnIgnored: true });
  return result.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

const component = (body: string) =>
  `import { Trans, useLingui } from '@lingui/react/macro';\nexport function Probe() {\n  const { t } = useLingui();\n  return ${body};\n}\n`;

describe('texts come from the catalogs in the translated files', () => {
  const file = 'src/web/components/lint-probe.tsx';
  it.each([
    ['JSX text', '<p>Some words</p>'],
    ['an aria-label', '<button aria-label="Close it">{t`x`}</button>'],
    ['a placeholder', '<input placeholder="Type here" />'],
    ['a title', '<a href="" title="Coming soon">{t`x`}</a>'],
  ])('refuses %s written as a literal', async (_what, jsx) => {
    const ids = await ruleIds(file, component(jsx));
    expect(ids.some((id) => id === 'lingui/no-unlocalized-strings' || id === 'no-restricted-syntax')).toBe(true);
  });

  it('passes texts from the catalog, class names and paths', async () => {
    const jsx = '<a href="/about" className="nav-link is-active" title={t`Coming soon`}><Trans>About us</Trans></a>';
    expect(await ruleIds(file, component(jsx))).toEqual([]);
  });

  it('holds in every feature, and leaves tests and the test helpers alone', async () => {
    const literal = component('<p>Some words</p>');
    for (const screen of ['src/web/features/recipes/pages/lint-probe.tsx', 'src/web/features/admin/lint-probe.tsx'])
      expect(await ruleIds(screen, literal), screen).toContain('lingui/no-unlocalized-strings');
    for (const helper of ['src/web/features/recipes/lint-probe.test.tsx', 'src/web/test/lint-probe.tsx'])
      expect(await ruleIds(helper, literal), helper).not.toContain('lingui/no-unlocalized-strings');
  });
});

// The boundaries of eslint.config.js, checked by planting a violation of each (docs/decisions/server-boundaries.md):
// every plant must fail with the rule named, and a clean file must pass. A renamed folder or file pattern that
// opens a hole fails here. The imported files are picked from the disk, so the test follows the tree as it is.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js') });

/** The rule ids ESLint reports for `code` as if it were the file at `filePath` (from the repo root). */
async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath), warnIgnored: true });
  return result.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

const folders = (dir: string) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
/** A source file of `dir` (not its index.ts, not a test): something only its own folder may import. */
function internalFile(dir: string): string | undefined {
  const name = readdirSync(join(root, dir)).find(
    (n) => /\.tsx?$/.test(n) && n !== 'index.ts' && !/\.test(-d)?\.tsx?$|\.d\.m?ts$/.test(n),
  );
  return name && `${dir}/${name}`;
}
const hasIndex = (dir: string) => readdirSync(join(root, dir)).includes('index.ts');
/** The import specifier for `to` from the file `from` (both from the repo root). */
const specifier = (from: string, to: string) => {
  const path = relative(join(root, from, '..'), join(root, to));
  return path.startsWith('.') ? path : `./${path}`;
};

/** Two folders under `dir` that each have a public entry and an internal file. */
function twoAreas(dir: string) {
  const areas = folders(dir).filter((name) => hasIndex(`${dir}/${name}`) && internalFile(`${dir}/${name}`));
  expect(areas.length, `${dir} has two areas with an index.ts`).toBeGreaterThanOrEqual(2);
  const [a, b] = areas.map((name) => `${dir}/${name}`);
  return { a, b, bInternal: internalFile(b)!, bEntry: `${b}/index.ts`, aFile: `${a}/lint-probe.ts` };
}

describe('the domain imports only itself and a few pure packages', () => {
  const file = 'src/domain/shopping-list.ts';
  it.each(['node:fs', 'fs', 'pg', '@fastify/cookie', 'fastify', 'drizzle-orm', 'react'])('refuses %s', async (name) => {
    expect(await ruleIds(file, `import x from '${name}';\nexport const y = x;\n`)).toContain('no-restricted-imports');
  });
  it('refuses a type-only import of a server package', async () => {
    expect(
      await ruleIds(file, `import type { FastifyInstance } from 'fastify';\nexport type A = FastifyInstance;\n`),
    ).toContain('no-restricted-imports');
  });
  it('refuses server, web and scripts files by relative path', async () => {
    for (const target of ['src/server/config.ts', 'src/web/app/api.ts', 'scripts/lib/wait-for-ok.ts'])
      expect(await ruleIds(file, `import * as x from '${specifier(file, target)}';\nexport const y = x;\n`)).toContain(
        'import-x/no-restricted-paths',
      );
  });
  it('refuses loading a module at run time', async () => {
    expect(await ruleIds(file, `export const x = () => import('pg');\n`)).toContain('no-restricted-syntax');
  });
  it('keeps vitest to the tests', async () => {
    const code = `import { it } from 'vitest';\nexport const x = it;\n`;
    expect(await ruleIds(file, code)).toContain('no-restricted-imports');
    expect(await ruleIds('src/domain/shopping-list.test.ts', code)).toEqual([]);
  });
  it('passes zod, date-fns and a sibling file', async () => {
    const sibling = internalFile('src/domain')!;
    const code = [
      `import { z } from 'zod';`,
      `import { addDays } from 'date-fns/addDays';`,
      `import * as sibling from '${specifier(file, sibling)}';`,
      `export const x = [z, addDays, sibling];`,
      '',
    ].join('\n');
    expect(await ruleIds(file, code)).toEqual([]);
  });
});

describe('route files, whatever their name, run no SQL', () => {
  const modules = 'src/server/modules';
  const repository = readdirSync(join(root, modules), { recursive: true, encoding: 'utf8' }).find((p) =>
    /(^|\/|-)repository\.ts$/.test(p),
  )!;
  const routeFiles = ['routes.ts', 'list-routes.ts', 'older-paths-routes.ts'].map((n) => `${modules}/recipes/${n}`);

  it.each(routeFiles)('%s may not import the database, a repository or drizzle', async (file) => {
    const plant = (spec: string) => `import * as x from '${spec}';\nexport const y = x;\n`;
    expect(await ruleIds(file, plant(specifier(file, 'src/server/db/client.ts')))).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIds(file, plant(specifier(file, `${modules}/${repository}`)))).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIds(file, plant(specifier(file, `${modules}/recipes/recipe-filters.ts`)))).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIds(file, plant('drizzle-orm'))).toContain('no-restricted-imports');
    expect(await ruleIds(file, `export const f = (app: { deps: { db: unknown } }) => app.deps.db;\n`)).toContain(
      'no-restricted-syntax',
    );
  });
  it.each(['src/server/db/schema.ts', 'src/server/db/schema/lists.ts'])(
    'a service may not import %s',
    async (schema) => {
      const file = `${modules}/recipes/service.ts`;
      for (const spec of [specifier(file, schema), `#${schema.slice('src/'.length)}`])
        expect(await ruleIds(file, `import * as x from '${spec}';\nexport const y = x;\n`)).toContain(
          'no-restricted-imports',
        );
    },
  );
  it('a route file may import its service', async () => {
    const file = `${modules}/recipes/list-routes.ts`;
    expect(await ruleIds(file, `import * as x from './service.ts';\nexport const y = x;\n`)).toEqual([]);
  });
});

describe('an area reaches another only through its public entry', () => {
  it('a server module may not import another module’s internals, by any spelling', async () => {
    const { aFile, bInternal, bEntry } = twoAreas('src/server/modules');
    const plant = (spec: string) => `import * as x from '${spec}';\nexport const y = x;\n`;
    expect(await ruleIds(aFile, plant(specifier(aFile, bInternal)))).toContain('import-x/no-restricted-paths');
    expect(await ruleIds(aFile, plant(`#${bInternal.slice('src/'.length)}`))).toContain('import-x/no-restricted-paths');
    expect(await ruleIds(aFile, plant(specifier(aFile, bEntry)))).toEqual([]);
  });
  it('a web feature may not import another feature’s internals', async () => {
    const { aFile, bInternal, bEntry } = twoAreas('src/web/features');
    const plant = (spec: string) => `import * as x from '${spec}';\nexport const y = x;\n`;
    expect(await ruleIds(aFile, plant(specifier(aFile, bInternal)))).toContain('import-x/no-restricted-paths');
    expect(await ruleIds(aFile, `export const y = () => import('${specifier(aFile, bInternal)}');\n`)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIds(aFile, plant(specifier(aFile, bEntry)))).toEqual([]);
  });
  it('web and server never import each other', async () => {
    expect(
      await ruleIds('src/web/app/lint-probe.ts', `import * as x from '../../server/config.ts';\nexport const y = x;\n`),
    ).toContain('no-restricted-imports');
    expect(
      await ruleIds('src/server/lint-probe.ts', `import * as x from '../web/app/api.ts';\nexport const y = x;\n`),
    ).toContain('no-restricted-imports');
  });
});

describe('src never imports scripts; scripts may import src', () => {
  it.each(['src/server/db/lint-probe.test.ts', 'src/web/app/lint-probe.ts', 'src/domain/lint-probe.ts'])(
    '%s may not import scripts/lib',
    async (file) => {
      const code = `import * as x from '${specifier(file, 'scripts/lib/wait-for-ok.ts')}';\nexport const y = x;\n`;
      expect(await ruleIds(file, code)).toContain('import-x/no-restricted-paths');
    },
  );
  it('a script may import src', async () => {
    const code = `import * as x from '../src/server/config.ts';\nexport const y = x;\n`;
    expect(await ruleIds('scripts/lint-probe.ts', code)).toEqual([]);
  });
});

describe('no import cycles', () => {
  // no-cycle follows imports on the disk, so the pair must be real files: a folder of its own, removed after.
  const dir = `src/server/lint-cycle-probe-${process.pid}`;
  beforeAll(() => {
    mkdirSync(join(root, dir));
    writeFileSync(
      join(root, dir, 'second.ts'),
      `import { first } from './first.ts';\nexport const second = () => first;\n`,
    );
    writeFileSync(
      join(root, dir, 'typed.ts'),
      `import type { Only } from './only-types.ts';\nexport const typed = (o: Only) => o;\n`,
    );
    writeFileSync(
      join(root, dir, 'only-types.ts'),
      `import { typed } from './typed.ts';\nexport type Only = ReturnType<typeof typed>;\n`,
    );
    writeFileSync(join(root, dir, 'first.ts'), `export const first = 1;\n`);
  });
  afterAll(() => rmSync(join(root, dir), { recursive: true, force: true }));

  it('refuses two files that import each other', async () => {
    const code = `import { second } from './second.ts';\nexport const first = 1;\nexport const again = second;\n`;
    expect(await ruleIds(`${dir}/first.ts`, code)).toContain('import-x/no-cycle');
  });
  it('lets a type-only import close a loop', async () => {
    const code = readFileSync(join(root, dir, 'only-types.ts'), 'utf8');
    expect(await ruleIds(`${dir}/only-types.ts`, code)).toEqual([]);
  });
});

describe('file and folder names are kebab-case', () => {
  it.each([
    'src/web/components/RecipeCard.tsx',
    'src/server/modules/shopping-lists/list_routes.ts',
    'src/server/modules/recipes/recipes.Read.test.ts',
    'scripts/benchPlan.ts',
  ])('refuses %s', async (file) => {
    expect(await ruleIds(file, 'export const x = 1;\n')).toContain('check-file/filename-naming-convention');
  });
  it('refuses a folder that is not kebab-case', async () => {
    expect(await ruleIds('src/web/features/mealPlan/plan.ts', 'export const x = 1;\n')).toContain(
      'check-file/folder-naming-convention',
    );
  });
  it.each([
    'src/web/app/store.test-d.ts',
    'src/server/cluster.sigkill.test.ts',
    'src/server/modules/recipes/list-routes.ts',
  ])('passes %s', async (file) => {
    expect(await ruleIds(file, 'export const x = 1;\n')).toEqual([]);
  });
});

it('npm run lint runs ESLint, knip (unused files, dependencies and exports) and Prettier', () => {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  expect(scripts.lint).toMatch(/\beslint \./);
  expect(scripts.lint).toMatch(/\bknip\b/);
  expect(scripts.lint).toMatch(/\bprettier --check \./);
});

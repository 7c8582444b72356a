import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../lib/inline-script-hashes.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const PRELOAD = '(function(){var p=location.pathname;document.head.dataset.p=p})();';
const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe("the built index.html's inline script under the CSP", () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'hk-csp-'));
    const html = `<!doctype html><head><script>${PRELOAD}</script><script type="module" crossorigin src="/assets/index-abc.js"></script></head>`;
    writeFileSync(join(dist, 'index.html'), html);
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('allows exactly that script by its hash, and no other inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/user/recipes' });
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' ${sha(PRELOAD)}`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('hashes inline scripts only, byte for byte', () => {
    const html = `<script>a()</script><script src="/x.js"></script><SCRIPT type="module">\nb()\n</SCRIPT><script> </script>`;
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('\nb()\n')]);
  });
});

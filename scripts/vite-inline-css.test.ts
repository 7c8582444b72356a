import { describe, expect, it } from 'vitest';
import { inlineStylesheets, type BundleAsset } from './vite-inline-css.ts';

const asset = (fileName: string, source: string): BundleAsset => ({ type: 'asset', fileName, source });
const html = (links: string) =>
  `<html><head>${links}<script type="module" src="/assets/index.js"></script></head><body></body></html>`;

describe('inlineStylesheets', () => {
  it("writes the entry's stylesheet into the page in place of its link", () => {
    const bundle = { 'assets/index-1.css': asset('assets/index-1.css', ':root{--c:red}\nbody{color:var(--c)}\n') };
    const out = inlineStylesheets(html('<link rel="stylesheet" crossorigin href="/assets/index-1.css">'), bundle);
    expect(out).toContain('<style>:root{--c:red}\nbody{color:var(--c)}</style><script');
    expect(out).not.toContain('<link');
  });

  it('reads a stylesheet given as bytes', () => {
    const bundle = {
      'assets/a.css': { type: 'asset' as const, fileName: 'assets/a.css', source: Buffer.from('p{margin:0}') },
    };
    expect(inlineStylesheets(html('<link rel="stylesheet" href="/assets/a.css">'), bundle)).toContain(
      '<style>p{margin:0}</style>',
    );
  });

  it('leaves other links alone', () => {
    const page = html('<link rel="modulepreload" crossorigin href="/assets/x.js"><link rel="manifest" href="/m.json">');
    expect(inlineStylesheets(page, {})).toBe(page);
  });

  it('fails the build when the linked file is not in the build, or could not work inline', () => {
    const link = html('<link rel="stylesheet" crossorigin href="/assets/gone.css">');
    expect(() => inlineStylesheets(link, {})).toThrow(/assets\/gone.css is not in the build/);
    const relative = { 'assets/gone.css': asset('assets/gone.css', 'a{background:url(./bg.png)}') };
    expect(() => inlineStylesheets(link, relative)).toThrow(/relative url/);
    const closing = { 'assets/gone.css': asset('assets/gone.css', 'a::after{content:"</style>"}') };
    expect(() => inlineStylesheets(link, closing)).toThrow(/cannot be inlined/);
  });
});

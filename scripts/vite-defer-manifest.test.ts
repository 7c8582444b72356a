import { describe, expect, it } from 'vitest';
import { withoutManifestLink } from './vite-defer-manifest.ts';

const html = (links: string) => `<html><head><meta charset="UTF-8" />${links}</head><body></body></html>`;

describe('withoutManifestLink', () => {
  it('removes the manifest link vite-plugin-pwa writes, and nothing else', () => {
    const page = html('<link rel="icon" href="/i.svg"><link rel="manifest" href="/manifest.webmanifest">');
    expect(withoutManifestLink(page, '/manifest.webmanifest')).toBe(html('<link rel="icon" href="/i.svg">'));
  });

  it('removes a link with attributes after its href', () => {
    const page = html('<link rel="manifest" href="/manifest.webmanifest" crossorigin="use-credentials">');
    expect(withoutManifestLink(page, '/manifest.webmanifest')).toBe(html(''));
  });

  it('fails the build when there is no link, or it names another file than the app links', () => {
    expect(() => withoutManifestLink(html(''), '/manifest.webmanifest')).toThrow(/no <link rel="manifest">/);
    expect(() => withoutManifestLink(html('<link rel="manifest" href="/app.json">'), '/manifest.webmanifest')).toThrow(
      'the build links /app.json, the app links /manifest.webmanifest',
    );
  });
});

import { escapeHtml } from './html.ts';

/** What a page puts in its head besides the title: meta tags and JSON-LD, already escaped. */
interface PageHead {
  title: string;
  meta?: [property: string, content: string][];
  jsonLd?: string;
}

// Inline styles are allowed by the app's CSP (style-src 'unsafe-inline'); no script is on the page.
const STYLE = `body{font-family:system-ui,sans-serif;max-width:46rem;margin:0 auto;padding:1rem;line-height:1.5;color:#222}
img.picture{width:100%;max-height:26rem;object-fit:cover;border-radius:8px}
header,footer{display:flex;justify-content:space-between;gap:1rem;align-items:center}
a{color:#0b5cad}dl{display:flex;flex-wrap:wrap;gap:0 1.5rem}dt{font-weight:600}dd{margin:0}
ul.recipes{list-style:none;padding:0}ul.recipes li{display:flex;gap:1rem;align-items:center;margin:.5rem 0}
ul.recipes img{width:5rem;height:5rem;object-fit:cover;border-radius:6px}
@media print{header,footer,form{display:none}body{max-width:none}}`;

/** A whole page: the head's tags, then the body. */
export function page(head: PageHead, body: string): string {
  const meta = (head.meta ?? [])
    .map(([name, content]) => {
      const attribute = name.startsWith('og:') ? 'property' : 'name';
      return `<meta ${attribute}="${escapeHtml(name)}" content="${escapeHtml(content)}">`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/png" href="/icons/icon-192.png">
<title>${escapeHtml(head.title)}</title>
${meta}
<style>${STYLE}</style>
${head.jsonLd ?? ''}
</head>
<body>
<header><a href="/">Open Hello Kitchen</a></header>
<main>
${body}
</main>
<footer><span>Shared from Hello Kitchen</span><a href="/">Open Hello Kitchen</a></footer>
</body>
</html>
`;
}

/** The one answer of every dead link: unknown, revoked, expired or altered tokens look the same. */
export const deadLinkPage = () =>
  page(
    { title: 'This link no longer works' },
    '<h1>This link no longer works</h1>\n<p>The link was revoked, has expired or was never made. Ask whoever sent it for a new one.</p>',
  );

/** The answer beyond SHARE_RATE_LIMIT views a minute of one link. */
export const tooManyViewsPage = () =>
  page(
    { title: 'Too many requests' },
    '<h1>Too many requests</h1>\n<p>This link was opened too often in the last minute. Try again shortly.</p>',
  );

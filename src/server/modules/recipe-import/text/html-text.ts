import { Parser } from 'htmlparser2';

// Elements whose text is no part of what a reader sees as the page's content.
const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'head',
  'title',
  'nav',
  'footer',
  'aside',
  'form',
  'button',
  'select',
  'iframe',
  'object',
  'canvas',
  'dialog',
]);
const VOID = new Set([
  'br',
  'hr',
  'img',
  'input',
  'meta',
  'link',
  'source',
  'wbr',
  'col',
  'area',
  'base',
  'embed',
  'param',
  'track',
]);
const BLOCK = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'ul',
  'ol',
  'dl',
  'table',
  'blockquote',
  'pre',
  'figure',
  'figcaption',
  'details',
  'summary',
  'address',
]);
const LINE = new Set(['li', 'tr', 'dt', 'dd']);
const HEADING = /^h([1-6])$/;

/**
 * The visible text of an HTML page or fragment, one line per list item, row or `<br>`, a blank line
 * between blocks, headings marked as markdown ("# Title", "## Sauce") and list items as bullets, so the
 * plain-text reader sees the page's structure. Script, style and the page's chrome (nav, header, footer,
 * aside, forms) are left out; with an `<h1>`, what comes before it (menus, breadcrumbs) is too, and
 * without one the document's `<title>` heads the text.
 */
export function htmlText(html: string): string {
  const out: string[] = [];
  let skipDepth = 0;
  let firstH1At = -1;
  let bullet = false;
  let inTitle = false;
  let documentTitle = '';
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'title') inTitle = true;
        if (skipDepth > 0 || SKIPPED.has(name)) {
          if (!VOID.has(name)) skipDepth++;
          return;
        }
        const heading = HEADING.exec(name);
        if (heading) {
          if (heading[1] === '1' && firstH1At === -1) firstH1At = out.length;
          out.push(`\n\n${heading[1] === '1' ? '#' : '##'} `);
        } else if (name === 'br') out.push('\n');
        else if (name === 'hr') out.push('\n\n');
        else if (name === 'li') {
          out.push('\n');
          bullet = true;
        } else if (LINE.has(name)) out.push('\n');
        else if (BLOCK.has(name)) out.push('\n\n');
        else if (name === 'td' || name === 'th') out.push(' ');
      },
      ontext(text) {
        if (inTitle) documentTitle += text;
        if (skipDepth > 0) return;
        // A list item's bullet goes before its first text, after any block inside the item opens.
        if (bullet && text.trim()) {
          out.push('- ');
          bullet = false;
        }
        out.push(text.replace(/\s+/g, ' '));
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (VOID.has(name)) return;
        if (skipDepth > 0) {
          skipDepth--;
          return;
        }
        if (HEADING.test(name) || BLOCK.has(name)) out.push('\n\n');
        else if (LINE.has(name)) out.push('\n');
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(html);
  // With no <h1>, the document's title names the recipe (without the site's name after a bar or dash).
  const title = documentTitle
    .split(/\s[|–—-]\s/)[0]
    .replace(/\s+/g, ' ')
    .trim();
  const parts = firstH1At >= 0 ? out.slice(firstH1At) : title ? [`# ${title}\n\n`, ...out] : out;
  return (
    parts
      .join('')
      // Whitespace between tags (between two list items, say) is no blank line of the text.
      .replace(/\n +(?=\n)/g, '')
      .split('\n')
      .map((line) => line.trim())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

import { describe, expect, it } from 'vitest';
import { htmlText } from './html-text.ts';

describe('htmlText', () => {
  it('keeps the structure: headings marked, one bulleted line per item, a blank line between blocks', () => {
    const html = `<html><head><title>Ignored | Site</title><style>p{}</style></head><body>
      <nav><a>Home</a></nav><div>Breadcrumbs</div>
      <header><h1>Garlic &amp; Bread</h1></header><p>Crisp<br>and quick.</p>
      <h2>Ingredients</h2>
      <ul>
        <li>1 baguette</li>
        <li><p>3 cloves garlic</p></li>
      </ul>
      <script>var x = 1;</script><footer>© Site</footer></body></html>`;
    expect(htmlText(html)).toBe(
      '# Garlic & Bread\n\nCrisp\nand quick.\n\n## Ingredients\n\n- 1 baguette\n\n- 3 cloves garlic',
    );
  });

  it("heads the text with the document's title when there is no <h1>", () => {
    expect(htmlText('<title>Pancakes | My Blog</title><p>1 egg</p>')).toBe('# Pancakes\n\n1 egg');
  });
});

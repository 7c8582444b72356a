/**
 * The OCR fixtures: `npx tsx scripts/make-recipe-cards.ts`. Draws printed recipe cards (SVG text rendered
 * by sharp with the machine's fonts) to PNG, JPEG and WebP, one turned by 2.5°, one holding "11/2 cups flour",
 * one blank picture, and writes a one-page PDF with a text layer by hand (no PDF library). The results are
 * committed in src/server/modules/recipe-import/file/fixtures/, so tests and CI need no fonts.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';

const out = resolve(import.meta.dirname, '../src/server/modules/recipe-import/file/fixtures');
const WIDTH = 1200;
const HEIGHT = 900;

interface Card {
  title: string;
  serves: string;
  ingredients: string[];
  steps: string[];
}

/** What each card says (the tests spell out the same lines). */
const CARDS = {
  soup: {
    title: 'Tomato Soup',
    serves: 'Serves 4',
    ingredients: ['2 cups vegetable stock', '1 onion, diced', '3 tablespoons olive oil', '500 g tomatoes'],
    steps: ['Soften the onion in the oil.', 'Add the tomatoes and stock and simmer for 20 minutes.'],
  },
  pancakes: {
    title: 'Pancakes',
    serves: 'Serves 2',
    ingredients: ['11/2 cups flour', '1 cup milk', '2 eggs', '1 teaspoon sugar'],
    steps: ['Whisk everything together.', 'Fry in a hot pan until golden.'],
  },
} satisfies Record<string, Card>;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function cardSvg(card: Card): string {
  const lines: { text: string; size: number; bold?: boolean; gap?: number }[] = [
    { text: card.title, size: 52, bold: true },
    { text: card.serves, size: 30, gap: 16 },
    { text: 'Ingredients', size: 34, bold: true, gap: 30 },
    ...card.ingredients.map((text) => ({ text, size: 30 })),
    { text: 'Method', size: 34, bold: true, gap: 30 },
    ...card.steps.map((text, i) => ({ text: `${i + 1}. ${text}`, size: 30 })),
  ];
  let y = 90;
  const texts = lines.map((line) => {
    y += (line.gap ?? 0) + line.size * 1.45;
    const weight = line.bold ? 'bold' : 'normal';
    return `<text x="80" y="${Math.round(y)}" font-family="DejaVu Serif" font-size="${line.size}" font-weight="${weight}">${escape(line.text)}</text>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<rect width="100%" height="100%" fill="#fbf7ee"/>
<rect x="30" y="30" width="${WIDTH - 60}" height="${HEIGHT - 60}" fill="none" stroke="#b9a98a" stroke-width="4"/>
<g fill="#222">${texts.join('\n')}</g></svg>`;
}

const render = (card: Card) => sharp(Buffer.from(cardSvg(card)));

async function main() {
  await render(CARDS.soup).png({ compressionLevel: 9, palette: true }).toFile(join(out, 'soup-card.png'));
  await render(CARDS.soup).jpeg({ quality: 80 }).toFile(join(out, 'soup-card.jpg'));
  await render(CARDS.soup).webp({ quality: 80 }).toFile(join(out, 'soup-card.webp'));
  // Turned 2.5° as a hand-held photo is, cropped back to the card's size on the same paper colour.
  const turned = await render(CARDS.soup).rotate(2.5, { background: '#fbf7ee' }).png().toBuffer();
  const meta = await sharp(turned).metadata();
  await sharp(turned)
    .extract({
      left: Math.floor((meta.width - WIDTH) / 2),
      top: Math.floor((meta.height - HEIGHT) / 2),
      width: WIDTH,
      height: HEIGHT,
    })
    .jpeg({ quality: 80 })
    .toFile(join(out, 'soup-card-turned.jpg'));
  await render(CARDS.pancakes).jpeg({ quality: 80 }).toFile(join(out, 'pancakes-card.jpg'));
  await sharp({ create: { width: 600, height: 450, channels: 3, background: '#fbf7ee' } })
    .png()
    .toFile(join(out, 'blank.png'));
  writeFileSync(join(out, 'soup.pdf'), textPdf(CARDS.soup));
  const scan = await render(CARDS.soup).resize(600).jpeg({ quality: 70 }).toBuffer();
  writeFileSync(join(out, 'soup-scan.pdf'), scanPdf(scan, 600, 450));
}

/** A PDF from its objects (each a string or bytes), with the cross-reference table computed. */
function pdfOf(objects: (string | Buffer)[]): Buffer {
  const parts = [Buffer.from('%PDF-1.4\n')];
  let length = parts[0].length;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(length);
    const part = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.from(object), Buffer.from('\nendobj\n')]);
    parts.push(part);
    length += part.length;
  });
  const table = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  const tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${table}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(tail)]);
}

/** A scanned page: one JPEG drawn over the whole page, no text layer. */
function scanPdf(jpeg: Buffer, width: number, height: number): Buffer {
  const content = `q ${width} 0 0 ${height} 0 0 cm /Im1 Do Q`;
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >> >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
      ),
      jpeg,
      Buffer.from('\nendstream'),
    ]),
  ]);
}

/** A one-page PDF whose text layer holds the card's lines (Helvetica, one Tj per line). */
function textPdf(card: Card): Buffer {
  const lines = [card.title, card.serves, '', 'Ingredients', ...card.ingredients, '', 'Method'];
  card.steps.forEach((step, i) => lines.push(`${i + 1}. ${step}`));
  const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = ['BT /F1 14 Tf 16 TL 72 760 Td', ...lines.map((line) => `(${pdfText(line)}) Tj T*`), 'ET'].join('\n');
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ]);
}

await main();

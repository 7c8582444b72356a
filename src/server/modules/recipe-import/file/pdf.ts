// unpdf (pdf.js) and sharp are loaded at the first PDF, not at start-up (docs/performance.md, "Idle memory").
const unpdf = () => import('unpdf');

/** At most this many pages of a PDF are read: a recipe is a page or two, not a book. */
export const MAX_PDF_PAGES = 10;

/** Thrown for bytes that start like a PDF but are none pdf.js can open. */
export class UnreadablePdf extends Error {}

async function open(bytes: Buffer) {
  const { getDocumentProxy } = await unpdf();
  try {
    // pdf.js takes ownership of the array it is given: a copy, so the upload's buffer stays usable.
    return await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, stopAtErrors: false });
  } catch (err) {
    throw new UnreadablePdf(String(err));
  }
}

/** The text layer of the PDF's first pages (unpdf's extractText), page after page; '' for a scan without one. */
export async function pdfTextLayer(bytes: Buffer): Promise<string> {
  const pdf = await open(bytes);
  const { extractText } = await unpdf();
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    return text
      .slice(0, MAX_PDF_PAGES)
      .map((page) => page.trim())
      .filter(Boolean)
      .join('\n\n');
  } finally {
    await pdf.destroy();
  }
}

/**
 * One JPEG per page (at most 10) for a model server: the largest picture on each page, which on a scanned
 * PDF is the page itself. pdf.js cannot draw a page in Node without a canvas package (@napi-rs/canvas),
 * which the app does not carry; a page that is neither scan nor text gives no picture.
 */
export async function pdfPagePictures(bytes: Buffer): Promise<Buffer[]> {
  const pdf = await open(bytes);
  const [{ extractImages }, { default: sharp }] = await Promise.all([unpdf(), import('sharp')]);
  try {
    const pictures: Buffer[] = [];
    for (let page = 1; page <= Math.min(pdf.numPages, MAX_PDF_PAGES); page++) {
      const images = await extractImages(pdf, page).catch(() => []);
      const largest = images.sort((a, b) => b.width * b.height - a.width * a.height)[0];
      if (!largest) continue;
      const { data, width, height, channels } = largest;
      pictures.push(
        await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels } })
          .resize({ width: 2048, height: 2048, fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: 85 })
          .toBuffer(),
      );
    }
    return pictures;
  } finally {
    await pdf.destroy();
  }
}

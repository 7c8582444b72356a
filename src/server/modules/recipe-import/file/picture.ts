import type { FileKind } from './sniff.ts';

/** A picture larger than this many pixels (e.g. 8000×6000) is refused before decoding: memory stays bounded. */
const MAX_INPUT_PIXELS = 50_000_000;
/** OCR reads small text best at a few thousand pixels across; smaller scans are enlarged, huge ones reduced. */
const OCR_MIN_SIDE = 1000;
const OCR_TARGET_SIDE = 1800;
const OCR_MAX_SIDE = 3200;
/** Pictures sent to a model server: most vision models scale down to about this anyway. */
const MODEL_MAX_SIDE = 2048;

/** Thrown for bytes that look like a picture but do not decode as one. */
export class UnreadablePicture extends Error {}

/** A sharp pipeline on the picture; HEIC (which sharp's prebuilt libvips cannot decode) goes through heic-convert. */
async function open(bytes: Buffer, kind: Exclude<FileKind, 'pdf'>) {
  // Loaded at the first picture: both libraries hold about 45 MB a server without photo imports never needs.
  const { default: sharp } = await import('sharp');
  try {
    const input =
      kind === 'heic'
        ? Buffer.from(await (await import('heic-convert')).default({ buffer: bytes, format: 'JPEG', quality: 0.95 }))
        : bytes;
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true });
    const { width, height } = await image.metadata();
    if (!width || !height) throw new UnreadablePicture('no size');
    return { image, longSide: Math.max(width, height) };
  } catch (err) {
    throw err instanceof UnreadablePicture ? err : new UnreadablePicture(String(err));
  }
}

/**
 * The picture as OCR reads it best: turned upright by its EXIF orientation, greyscale, contrast stretched,
 * enlarged when small and reduced when huge; a PNG. Binarising and small skew are left to tesseract
 * (Otsu threshold and `rotateAuto`), which measured better than a fixed threshold here.
 */
export async function pictureForOcr(bytes: Buffer, kind: Exclude<FileKind, 'pdf'>): Promise<Buffer> {
  const { image, longSide } = await open(bytes, kind);
  const target = longSide < OCR_MIN_SIDE ? OCR_TARGET_SIDE : longSide > OCR_MAX_SIDE ? OCR_MAX_SIDE : null;
  const sized = target ? image.resize({ width: target, height: target, fit: 'inside' }) : image;
  try {
    return await sized.rotate().greyscale().normalise().png({ compressionLevel: 1 }).toBuffer();
  } catch (err) {
    throw new UnreadablePicture(String(err));
  }
}

/** The picture as a JPEG for a model server, upright and at most 2048 pixels on its long side. */
export async function pictureAsJpeg(bytes: Buffer, kind: Exclude<FileKind, 'pdf'>): Promise<Buffer> {
  const { image } = await open(bytes, kind);
  try {
    return await image
      .rotate()
      .resize({ width: MODEL_MAX_SIDE, height: MODEL_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch (err) {
    throw new UnreadablePicture(String(err));
  }
}

import { createHash } from 'node:crypto';
import { AppError } from '../../lib/errors.ts';

/** A photo larger than this many pixels is refused before decoding, so memory stays bounded. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Photos are kept at most this wide or tall: a cook-log picture is shown small. */
const MAX_SIDE = 2048;

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type PhotoType = keyof typeof EXTENSIONS;

/** A re-encoded photo: no EXIF, GPS or other metadata, turned upright, named by its SHA-256. */
export interface CleanPhoto {
  bytes: Buffer;
  mime: PhotoType;
  sha256: string;
  ext: string;
}

const unreadable = () =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The photo is not a JPEG, PNG or WebP picture that can be read');

/**
 * Decodes the photo and encodes it again in its own type. sharp writes no metadata unless asked, so the
 * camera's EXIF (place, time, device) is gone; the orientation is applied first so the picture stays upright.
 */
export async function cleanPhoto(input: Buffer, mime: PhotoType): Promise<CleanPhoto> {
  // Loaded at the first photo, as the file import does (recipe-import/file/picture.ts): about 45 MB a
  // server without photos never needs.
  const { default: sharp } = await import('sharp');
  let bytes: Buffer;
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      mime === 'image/png'
        ? image.png()
        : mime === 'image/webp'
          ? image.webp({ quality: 85 })
          : image.jpeg({ quality: 85 });
    bytes = await encoded.toBuffer();
  } catch {
    throw unreadable();
  }
  return { bytes, mime, sha256: createHash('sha256').update(bytes).digest('hex'), ext: EXTENSIONS[mime] };
}

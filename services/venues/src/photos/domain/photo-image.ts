import sharp, { type Sharp } from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { DOCUMENT_LIMITS, PHOTO_LIMITS, PHOTO_SIZES, PHOTO_WIDTHS, PHOTO_FORMATS, type DocumentMimeType, type ErrorCode, type PhotoSize, type PhotoVariant } from '@lieux/contracts';

/** A file refused for what its bytes are: the code says which French message the merchant reads. */
export class RejectedFile extends Error {
  override readonly name = 'RejectedFile';
  constructor(readonly code: ErrorCode) {
    super(code);
  }
}

export interface RenderedPhoto {
  /** WebP bytes of each size, metadata (EXIF, GPS, ICC names…) left out. */
  sizes: Record<PhotoSize, Buffer>;
  /** AVIF and WebP bytes of each responsive width, metadata left out. */
  variants: Record<PhotoVariant, Buffer>;
  /**
   * The whole picture at its full size, upright, as a JPEG of quality 92 without any metadata: the
   * private master that later sizes are made from (the privacy page promises the EXIF and GPS are gone
   * from the moment of sending, so the camera's file itself is not what is kept).
   */
  original: Buffer;
  /** The gallery size's dimensions. */
  width: number;
  height: number;
}

/** Refuses an empty file or one over the limit before anything reads it. */
export function checkFileSize(size: number, maxBytes: number): void {
  if (size === 0) throw new RejectedFile('file_empty');
  if (size > maxBytes) throw new RejectedFile('file_too_large');
}

/**
 * A venue photo from the bytes the merchant sent: the type from the bytes (a PDF named .jpg is a PDF),
 * decoded whole (a truncated JPEG, a decompression bomb or a tiny image is refused), turned upright
 * from its EXIF orientation, then written as WebP in each size without any metadata, so the camera's
 * GPS position and serial number never leave the server.
 */
export async function renderPhoto(bytes: Buffer): Promise<RenderedPhoto> {
  checkFileSize(bytes.length, PHOTO_LIMITS.maxBytes);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(PHOTO_LIMITS.acceptedTypes as readonly string[]).includes(type.mime)) throw new RejectedFile('photo_type_unsupported');
  // failOn 'warning': libvips' "premature end of JPEG file" and the like refuse the image.
  const decode = () => sharp(bytes, { failOn: 'warning', limitInputPixels: PHOTO_LIMITS.maxPixels, animated: false }).rotate();
  let upright: { width: number; height: number };
  try {
    const { info } = await decode().raw().toBuffer({ resolveWithObject: true });
    upright = { width: info.width, height: info.height };
  } catch {
    throw new RejectedFile('image_unreadable');
  }
  if (Math.min(upright.width, upright.height) < PHOTO_LIMITS.minSide) throw new RejectedFile('image_unreadable');
  const sizes = {} as Record<PhotoSize, Buffer>;
  let gallery = { width: 0, height: 0 };
  for (const [size, box] of Object.entries(PHOTO_SIZES) as Array<[PhotoSize, (typeof PHOTO_SIZES)[PhotoSize]]>) {
    const { data, info } = await decode()
      .resize({ width: box.width, height: box.height, fit: box.fit, withoutEnlargement: box.fit === 'inside', position: 'attention' })
      .webp({ quality: size === 'card' ? 78 : 82 })
      .toBuffer({ resolveWithObject: true });
    sizes[size] = data;
    if (size === 'gallery') gallery = { width: info.width, height: info.height };
  }
  const original = await decode().flatten({ background: '#ffffff' }).jpeg({ quality: 92 }).toBuffer();
  return { sizes, variants: await renderVariants(decode), original, ...gallery };
}

/** Encoder settings: AVIF at effort 0 (libaom's fastest) — effort 2 took four times as long on this 2-core machine (docs/photos.md). */
const ENCODERS = {
  avif: (image: Sharp) => image.avif({ quality: 55, effort: 0 }),
  webp: (image: Sharp) => image.webp({ quality: 80 }),
} as const;

/**
 * The responsive widths of a picture (`PHOTO_WIDTHS` × `PHOTO_FORMATS`): the whole picture, upright,
 * scaled down to each width (never enlarged), no metadata. `decode` gives a fresh pipeline of the source.
 */
export async function renderVariants(decode: () => Sharp): Promise<Record<PhotoVariant, Buffer>> {
  const variants = {} as Record<PhotoVariant, Buffer>;
  for (const width of PHOTO_WIDTHS) {
    for (const format of PHOTO_FORMATS) {
      variants[`${width}.${format}`] = await ENCODERS[format](decode().resize({ width, withoutEnlargement: true })).toBuffer();
    }
  }
  return variants;
}

/**
 * The variants of a photo stored before they existed, from the best bytes kept: the original when
 * there is one, else the 1600 px gallery size (docs/photos.md, "Backfill").
 */
export function renderVariantsOf(bytes: Buffer): Promise<Record<PhotoVariant, Buffer>> {
  return renderVariants(() => sharp(bytes, { limitInputPixels: PHOTO_LIMITS.maxPixels, animated: false }).rotate());
}


/**
 * A verification document's type from its bytes: a PDF, or an image that decodes whole. What the
 * browser called it does not count.
 */
export async function documentType(bytes: Buffer): Promise<DocumentMimeType> {
  checkFileSize(bytes.length, DOCUMENT_LIMITS.maxBytes);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(DOCUMENT_LIMITS.acceptedTypes as readonly string[]).includes(type.mime)) throw new RejectedFile('document_type_unsupported');
  const mime = type.mime as DocumentMimeType;
  if (mime === 'application/pdf') {
    // A PDF ends with %%EOF (possibly followed by a line break): a cut file does not.
    if (!bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1').includes('%%EOF')) throw new RejectedFile('document_type_unsupported');
    return mime;
  }
  try {
    await sharp(bytes, { failOn: 'warning', limitInputPixels: PHOTO_LIMITS.maxPixels }).raw().toBuffer();
  } catch {
    throw new RejectedFile('image_unreadable');
  }
  return mime;
}

/** The name a merchant's file is shown under: no path, no control characters, at most 120 characters. */
export function displayFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(-120);
  return clean || 'document';
}

import { crc32, deflateSync } from 'node:zlib';
import { jest } from '@jest/globals';
import sharp from 'sharp';
import { PHOTO_LIMITS, PHOTO_VARIANTS } from '@lieux/contracts';
import { displayFileName, documentType, RejectedFile, renderPhoto, renderVariantsOf } from './photo-image.js';

const jpeg = (width = 1200, height = 900) => sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 30 } } }).jpeg();
/**
 * A decompression bomb: a valid grey PNG of width × height pixels, all black, whose pixels deflate to
 * almost nothing (8000 × 6000 is 48 Mpx, 48 MB once decoded, about 50 KB sent).
 */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8 bits, greyscale, deflate, no filter method, no interlace
  const pixels = deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

// Each photo is now written in 3 sizes, 8 widths (AVIF is the slow one) and its master: seconds on a
// busy 2-core machine, more than Jest's default 5 s when the whole suite runs beside it.
jest.setTimeout(30_000);

const codeOf = async (promise: Promise<unknown>) => promise.then(() => 'accepted', (error: unknown) => (error instanceof RejectedFile ? error.code : `threw ${String(error)}`));

describe('a venue photo from its bytes', () => {
  it('writes every size as WebP, upright, without the EXIF of the camera', async () => {
    // EXIF orientation 6: the camera was turned; the stored photo is turned back (900 wide, 1200 high).
    const withExif = await jpeg().withExif({ IFD0: { Copyright: 'GPS 34.0622,-4.9784', Make: 'PhoneCam' } }).withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const rendered = await renderPhoto(withExif);
    expect({ width: rendered.width, height: rendered.height }).toEqual({ width: 900, height: 1200 });
    for (const [size, bytes] of Object.entries(rendered.sizes)) {
      const meta = await sharp(bytes).metadata();
      expect({ size, format: meta.format, exif: meta.exif, orientation: meta.orientation }).toEqual({ size, format: 'webp', exif: undefined, orientation: undefined });
      expect(bytes.includes(Buffer.from('PhoneCam'))).toBe(false);
    }
    expect(await sharp(rendered.sizes.card).metadata()).toMatchObject({ width: 640, height: 480 });
    expect(await sharp(rendered.sizes.og).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it('writes the responsive widths in AVIF and WebP, upright, never enlarged, without the EXIF', async () => {
    const withExif = await jpeg(1500, 1000).withExif({ IFD0: { Make: 'PhoneCam' } }).withMetadata({ orientation: 6 }).toBuffer();
    const rendered = await renderPhoto(withExif);
    expect(Object.keys(rendered.variants).sort()).toEqual([...PHOTO_VARIANTS].sort());
    for (const variant of PHOTO_VARIANTS) {
      const [width, format] = variant.split('.');
      const meta = await sharp(rendered.variants[variant]).metadata();
      // Upright: 1000 wide, 1500 high; 1280 and 1920 are wider than the photo, so they stay 1000 wide.
      const expected = Math.min(Number(width), 1000);
      expect({ variant, format: meta.format === 'heif' ? 'avif' : meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
        variant,
        format,
        width: expected,
        height: Math.round(expected * 1.5),
        exif: undefined,
      });
      expect(rendered.variants[variant].includes(Buffer.from('PhoneCam'))).toBe(false);
    }
    // The kept original: full size, upright, and without the camera's metadata either.
    const original = await sharp(rendered.original).metadata();
    expect({ format: original.format, width: original.width, height: original.height, exif: original.exif, orientation: original.orientation }).toEqual({
      format: 'jpeg',
      width: 1000,
      height: 1500,
      exif: undefined,
      orientation: undefined,
    });
    expect(rendered.original.includes(Buffer.from('PhoneCam'))).toBe(false);
  });

  it('makes the widths of an older photo from the bytes kept (its original or its gallery size)', async () => {
    const variants = await renderVariantsOf(await jpeg(1600, 1200).webp().toBuffer());
    expect(await sharp(variants['640.avif']).metadata()).toMatchObject({ width: 640, height: 480 });
    expect(await sharp(variants['1920.webp']).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
  });

  it('takes the bomb’s kind of PNG when its size is a photo’s (the refusal below is for its pixels alone)', async () => {
    expect((await renderPhoto(pngBomb(800, 600))).width).toBe(800);
  });

  it('takes PNG and WebP, and never enlarges the gallery size', async () => {
    const png = await jpeg(400, 300).png().toBuffer();
    expect((await renderPhoto(png)).width).toBe(400);
    expect((await renderPhoto(await jpeg().webp().toBuffer())).width).toBe(1200);
  });

  it.each([
    ['an empty file', async () => Buffer.alloc(0), 'file_empty'],
    ['a file over the limit', async () => Buffer.alloc(PHOTO_LIMITS.maxBytes + 1), 'file_too_large'],
    ['a PDF named .jpg', async () => Buffer.from('%PDF-1.7\n%%EOF\n'), 'photo_type_unsupported'],
    ['a GIF', async () => jpeg(300, 300).gif().toBuffer(), 'photo_type_unsupported'],
    ['a truncated JPEG', async () => (await jpeg().toBuffer()).subarray(0, 2000), 'image_unreadable'],
    ['an image too small to show', async () => jpeg(120, 80).toBuffer(), 'image_unreadable'],
    // Refused from its header, before a pixel is decoded (limitInputPixels): no 48 MB in memory.
    ['a decompression bomb (a 50 KB PNG of 48 Mpx)', async () => pngBomb(8000, 6000), 'image_unreadable'],
  ])('refuses %s', async (_case, bytes, code) => {
    expect(await codeOf(renderPhoto(await bytes()))).toBe(code);
  });
});

describe('a verification document from its bytes', () => {
  it('takes a whole PDF or an image, whatever its name', async () => {
    expect(await documentType(Buffer.from('%PDF-1.4\n1 0 obj\nendobj\n%%EOF\n'))).toBe('application/pdf');
    expect(await documentType(await jpeg(300, 300).toBuffer())).toBe('image/jpeg');
  });

  it('refuses a cut PDF, an executable and a truncated image', async () => {
    expect(await codeOf(documentType(Buffer.from('%PDF-1.4\n1 0 obj\n')))).toBe('document_type_unsupported');
    expect(await codeOf(documentType(Buffer.from('MZ\x90\x00\x03 this program cannot be run in DOS mode')))).toBe('document_type_unsupported');
    expect(await codeOf(documentType((await jpeg().toBuffer()).subarray(0, 1500)))).toBe('image_unreadable');
  });

  it('shows a file name without its path or control characters', () => {
    expect(displayFileName('C:\\Users\\amine\\registre.pdf')).toBe('registre.pdf');
    expect(displayFileName('../../etc/passwd')).toBe('passwd');
    expect(displayFileName('\u0000\u0007')).toBe('document');
  });
});

/**
 * Photos and merchant verification (issue 11): the limits and kinds shared by the gateway, the venues
 * service and the web app. docs/photos.md explains each decision.
 */

/** One megabyte, as the limits below count it (and as the French messages say "Mo"). */
const MB = 1024 * 1024;

/**
 * What a venue photo may be. The type is read from the file's bytes (never from its name or the
 * browser's Content-Type); the gateway cuts an upload at `maxBytes` and the service refuses it.
 */
export const PHOTO_LIMITS = {
  maxBytes: 10 * MB,
  /** Photos per venue. */
  maxPerVenue: 12,
  /** Accepted types, read from the bytes. */
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp'],
  /** A decoded image larger than this many pixels is refused (a "decompression bomb"). */
  maxPixels: 40_000_000,
  /** Smaller than this on either side is refused (nothing to show on a card). */
  minSide: 200,
} as const;
export type PhotoMimeType = (typeof PHOTO_LIMITS.acceptedTypes)[number];

/** The `accept` attribute of the photo file input. */
export const PHOTO_ACCEPT = /* @__PURE__ */ PHOTO_LIMITS.acceptedTypes.join(',');

/**
 * The WebP sizes written for each photo: `card` (explorer and search cards, 4:3, cropped to fill),
 * `gallery` (the venue page and its full-screen viewer, whole picture, longest side 1600) and `og`
 * (Open Graph, 1200×630, cropped to fill).
 */
export const PHOTO_SIZES = {
  card: { width: 640, height: 480, fit: 'cover' },
  gallery: { width: 1600, height: 1600, fit: 'inside' },
  og: { width: 1200, height: 630, fit: 'cover' },
} as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;
export const PHOTO_SIZE_NAMES = /* @__PURE__ */ Object.keys(PHOTO_SIZES) as PhotoSize[];

/**
 * The responsive widths written for each photo (issue 28, docs/photos.md): the whole picture scaled to
 * each width (never enlarged: a narrower original gives its own width), in AVIF and WebP, for
 * `srcset`. Pages crop them with CSS (`object-fit: cover`) to the box they draw.
 */
export const PHOTO_WIDTHS = [320, 640, 1280, 1920] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
/** AVIF first: a `<picture>` offers it to the browsers that read it, WebP to the others. */
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
/** A responsive variant's name in its URL and its storage key: `640.avif`. */
export type PhotoVariant = `${PhotoWidth}.${PhotoFormat}`;
export const PHOTO_VARIANTS = /* @__PURE__ */ PHOTO_WIDTHS.flatMap((width) => PHOTO_FORMATS.map((format) => `${width}.${format}` as PhotoVariant));

/** Everything `GET /api/photos/{id}/{name}` serves: a fixed size or a responsive variant. */
export type PhotoRendition = PhotoSize | PhotoVariant;
export function isPhotoRendition(name: string): name is PhotoRendition {
  return (PHOTO_SIZE_NAMES as readonly string[]).includes(name) || (PHOTO_VARIANTS as readonly string[]).includes(name);
}
/** The Content-Type of a rendition: every fixed size is WebP. */
export function renditionContentType(name: PhotoRendition): 'image/webp' | 'image/avif' {
  return name.endsWith('.avif') ? 'image/avif' : 'image/webp';
}

/** Where a photo's size is served (public, immutable): `/api/photos/{id}/{size}`. */
export function photoUrl(photoId: string, size: PhotoRendition): string {
  return `/api/photos/${encodeURIComponent(photoId)}/${size}`;
}

/** A `srcset` of every width of a photo in one format: `/api/photos/{id}/320.avif 320w, …`. */
export function photoSrcSet(photoId: string, format: PhotoFormat): string {
  return PHOTO_WIDTHS.map((width) => `${photoUrl(photoId, `${width}.${format}`)} ${width}w`).join(', ');
}

/** A verification request's status for one venue (spec: "24–48 h review"). */
export const VERIFICATION_STATUSES = ['not_submitted', 'submitted', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/**
 * The documents the spec lists: trade register, proof of the venue's address, the manager's identity
 * document (the three required), and optional photos of the venue.
 */
export const DOCUMENT_KINDS = ['trade_register', 'proof_of_address', 'manager_identity', 'venue_photo'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const REQUIRED_DOCUMENT_KINDS = ['trade_register', 'proof_of_address', 'manager_identity'] as const satisfies readonly DocumentKind[];

/** What a verification document may be (type from the bytes). */
export const DOCUMENT_LIMITS = {
  maxBytes: 10 * MB,
  /** Documents per venue at one time (all kinds together). */
  maxPerVenue: 10,
  acceptedTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
} as const;
export type DocumentMimeType = (typeof DOCUMENT_LIMITS.acceptedTypes)[number];
export const DOCUMENT_ACCEPT = /* @__PURE__ */ DOCUMENT_LIMITS.acceptedTypes.join(',');

/** Documents are deleted this many days after the decision (approval or rejection) that examined them. */
export const DOCUMENT_RETENTION_DAYS = 90;

/** A document link (`VerificationDocumentDto.url`) works for this many seconds. */
export const DOCUMENT_LINK_TTL_SECONDS = 300;

/** The verification decision an admin takes. */
export const VERIFICATION_DECISIONS = ['approve', 'reject'] as const;
export type VerificationDecision = (typeof VERIFICATION_DECISIONS)[number];

/** A rejection's reason: shown to the merchant, 5–500 characters. */
export const REJECTION_REASON_LIMITS = { min: 5, max: 500 } as const;

/** Which required kinds a set of documents lacks (empty: it may be submitted). */
export function missingRequiredDocuments(kinds: readonly DocumentKind[]): DocumentKind[] {
  return REQUIRED_DOCUMENT_KINDS.filter((kind) => !kinds.includes(kind));
}

/** Every size's URL of a photo: `PhotoDto.urls`, `VenueDto.cover`. */
export function photoUrls(photoId: string): Record<PhotoSize | PhotoFormat, string> {
  return {
    card: photoUrl(photoId, 'card'),
    gallery: photoUrl(photoId, 'gallery'),
    og: photoUrl(photoId, 'og'),
    avif: photoSrcSet(photoId, 'avif'),
    webp: photoSrcSet(photoId, 'webp'),
  };
}

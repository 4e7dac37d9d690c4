/**
 * The photo screens' pure rules: what the browser can tell about a file before sending it, the order
 * buttons' moves, and the viewer's keys. The server stays the judge of every file (it reads the
 * bytes); these checks only spare a merchant an upload that is sure to be refused.
 */

/** What the browser knows of a chosen file. */
export interface ChosenFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

export interface FileLimits {
  readonly maxBytes: number;
  readonly acceptedTypes: readonly string[];
}

/** The server's error codes the browser can foresee for one file. */
export type FileProblem = 'file_empty' | 'file_too_large' | 'photo_type_unsupported' | 'document_type_unsupported';

/**
 * The code the server would answer for this file, or null when it may be sent. The browser's type
 * comes from the file name: an empty type (unknown extension) is left to the server to read.
 */
export function fileProblem(file: ChosenFile, limits: FileLimits, typeProblem: FileProblem): FileProblem | null {
  if (file.size === 0) return 'file_empty';
  if (file.size > limits.maxBytes) return 'file_too_large';
  if (file.type !== '' && !limits.acceptedTypes.includes(file.type)) return typeProblem;
  return null;
}

export interface UploadPlan<F extends ChosenFile> {
  /** The files to send, in the order chosen. */
  readonly send: F[];
  /** The files kept back, each with the server's code for it. */
  readonly refused: Array<{ file: F; problem: FileProblem | 'photo_limit_reached' }>;
}

/**
 * Which of the chosen photos to send: each must pass `fileProblem`, and no more than the venue's
 * free places (`max - existing`); the ones past the limit are refused as the server would.
 */
export function planPhotoUpload<F extends ChosenFile>(files: readonly F[], existing: number, limits: FileLimits & { readonly maxPerVenue: number }): UploadPlan<F> {
  const send: F[] = [];
  const refused: UploadPlan<F>['refused'] = [];
  let free = Math.max(0, limits.maxPerVenue - existing);
  for (const file of files) {
    const problem = fileProblem(file, limits, 'photo_type_unsupported');
    if (problem) refused.push({ file, problem });
    else if (free === 0) refused.push({ file, problem: 'photo_limit_reached' });
    else {
      send.push(file);
      free -= 1;
    }
  }
  return { send, refused };
}

/** `ids` with the item at `index` moved by `delta` places (−1 earlier, +1 later); unchanged at either end. */
export function moveItem<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const moved = [...items];
  [moved[index], moved[target]] = [moved[target], moved[index]];
  return moved;
}

/**
 * The viewer's step for a key: in a left-to-right page the right arrow goes to the next photo; in
 * Arabic (right to left) the gallery runs from the right, so the left arrow does. 0 for other keys.
 */
export function viewerStep(key: string, direction: 'ltr' | 'rtl'): -1 | 0 | 1 {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return 1;
  if (key === back) return -1;
  return 0;
}

/** `index + step` wrapped around a gallery of `count` photos (the last goes on to the first). */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** A file's size for people: "850 Ko", "2,4 Mo" with the language's units (the server's messages count in Mo). */
export function formatFileSize(bytes: number, locale: string, units: { kb: string; mb: string }): string {
  const kb = bytes / 1024;
  if (kb < 1024) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, kb))} ${units.kb}`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(kb / 1024)} ${units.mb}`;
}

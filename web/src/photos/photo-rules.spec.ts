import { fileProblem, formatFileSize, moveItem, planPhotoUpload, viewerStep, wrapIndex } from './photo-rules';

const LIMITS = { maxBytes: 10 * 1024 * 1024, maxPerVenue: 12, acceptedTypes: ['image/jpeg', 'image/png', 'image/webp'] };
const jpeg = (name: string, size = 2_000_000) => ({ name, type: 'image/jpeg', size });

describe('fileProblem', () => {
  it('names the server code a file is sure to get: empty, too big, a type outside the list', () => {
    expect(fileProblem(jpeg('vide.jpg', 0), LIMITS, 'photo_type_unsupported')).toBe('file_empty');
    expect(fileProblem(jpeg('grand.jpg', 50 * 1024 * 1024), LIMITS, 'photo_type_unsupported')).toBe('file_too_large');
    expect(fileProblem({ name: 'menu.pdf', type: 'application/pdf', size: 1000 }, LIMITS, 'photo_type_unsupported')).toBe('photo_type_unsupported');
    expect(fileProblem({ name: 'menu.pdf', type: 'application/pdf', size: 1000 }, LIMITS, 'document_type_unsupported')).toBe('document_type_unsupported');
  });

  it('lets through an accepted type at exactly the limit, and an unknown type for the server to read', () => {
    expect(fileProblem(jpeg('limite.jpg', LIMITS.maxBytes), LIMITS, 'photo_type_unsupported')).toBeNull();
    expect(fileProblem({ name: 'photo.heic', type: '', size: 1000 }, LIMITS, 'photo_type_unsupported')).toBeNull();
  });
});

describe('planPhotoUpload', () => {
  it('sends the good files up to the free places and refuses the rest with their codes', () => {
    const files = [jpeg('a.jpg'), jpeg('vide.jpg', 0), jpeg('b.jpg'), jpeg('c.jpg')];
    const plan = planPhotoUpload(files, 10, LIMITS);
    expect(plan.send.map((file) => file.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(plan.refused.map(({ file, problem }) => [file.name, problem])).toEqual([
      ['vide.jpg', 'file_empty'],
      ['c.jpg', 'photo_limit_reached'],
    ]);
  });

  it('sends nothing when the venue already has its twelve photos', () => {
    expect(planPhotoUpload([jpeg('a.jpg')], 12, LIMITS).send).toEqual([]);
  });
});

describe('moveItem', () => {
  it('swaps with the neighbour and leaves the ends as they are', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('viewerStep and wrapIndex', () => {
  it('mirrors the arrows in a right-to-left page', () => {
    expect(viewerStep('ArrowRight', 'ltr')).toBe(1);
    expect(viewerStep('ArrowLeft', 'ltr')).toBe(-1);
    expect(viewerStep('ArrowRight', 'rtl')).toBe(-1);
    expect(viewerStep('ArrowLeft', 'rtl')).toBe(1);
    expect(viewerStep('Enter', 'rtl')).toBe(0);
  });

  it('goes round from the last photo to the first and back', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('formatFileSize', () => {
  it('counts in Ko under a megabyte and in Mo with one decimal above', () => {
    const units = { kb: 'Ko', mb: 'Mo' };
    expect(formatFileSize(850 * 1024, 'fr', units)).toBe('850 Ko');
    expect(formatFileSize(2.4 * 1024 * 1024, 'fr', units)).toBe('2,4 Mo');
    expect(formatFileSize(10, 'fr', units)).toBe('1 Ko');
  });
});

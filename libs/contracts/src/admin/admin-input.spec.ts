import { adminPageOf, adminReasonOf } from './admin-input.js';

describe('an admin’s reason or note', () => {
  it('is 5 to 500 characters once trimmed', () => {
    expect(adminReasonOf('  Vu.  ')).toBeNull();
    expect(adminReasonOf('Lieu vérifié')).toBe('Lieu vérifié');
    expect(adminReasonOf('  Lieu vérifié  ')).toBe('Lieu vérifié');
    expect(adminReasonOf('a'.repeat(500))).toBe('a'.repeat(500));
    expect(adminReasonOf('a'.repeat(501))).toBeNull();
    expect(adminReasonOf(undefined)).toBeNull();
    expect(adminReasonOf(42)).toBeNull();
  });
});

describe('the page of an admin list', () => {
  it('is page 1 of the spec’s 8 rows unless asked otherwise', () => {
    expect(adminPageOf(undefined)).toEqual({ page: 1, pageSize: 8 });
    expect(adminPageOf({})).toEqual({ page: 1, pageSize: 8 });
    expect(adminPageOf({ page: 3, pageSize: 20 })).toEqual({ page: 3, pageSize: 20 });
    expect(adminPageOf({ page: '2', pageSize: '50' })).toEqual({ page: 2, pageSize: 50 });
  });

  it('falls back to the default for what is not a whole number within bounds', () => {
    expect(adminPageOf({ page: 0, pageSize: 51 })).toEqual({ page: 1, pageSize: 8 });
    expect(adminPageOf({ page: 1.5, pageSize: -1 })).toEqual({ page: 1, pageSize: 8 });
    expect(adminPageOf({ page: 100_001, pageSize: Number.NaN })).toEqual({ page: 1, pageSize: 8 });
    expect(adminPageOf({ page: 'deux', pageSize: '' })).toEqual({ page: 1, pageSize: 8 });
  });
});

import { ApiRequestError } from '../api/api-request.error';
import { auditChanges, dayParameter, failedStatus, formatFigure, isValidReason, pageCount, personName } from './admin-rules';

describe('pageCount', () => {
  it('counts pages of 8, at least one', () => {
    expect(pageCount(0, 8)).toBe(1);
    expect(pageCount(8, 8)).toBe(1);
    expect(pageCount(9, 8)).toBe(2);
    expect(pageCount(17, 8)).toBe(3);
  });
});

describe('failedStatus', () => {
  it('gives the status of an API answer, null when none came', () => {
    expect(failedStatus(new ApiRequestError('Accès refusé', 403))).toBe(403);
    expect(failedStatus(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('auditChanges', () => {
  it('lines up the fields before and after, a missing side as a dash', () => {
    expect(auditChanges({ status: 'pending' }, { status: 'rejected', rejectionReason: 'Photos trompeuses' })).toEqual([
      { field: 'status', before: 'pending', after: 'rejected' },
      { field: 'rejectionReason', before: '–', after: 'Photos trompeuses' },
    ]);
  });

  it('shows null, empty text and absent snapshots as a dash, and numbers and booleans as text', () => {
    expect(auditChanges(null, { plan: 'pro', limit: 5, verified: true })).toEqual([
      { field: 'plan', before: '–', after: 'pro' },
      { field: 'limit', before: '–', after: '5' },
      { field: 'verified', before: '–', after: 'true' },
    ]);
    expect(auditChanges({ reason: null, note: '' }, null)).toEqual([
      { field: 'reason', before: '–', after: '–' },
      { field: 'note', before: '–', after: '–' },
    ]);
  });
});

describe('isValidReason', () => {
  const limits = { min: 5, max: 10 };
  it('counts the characters without the surrounding spaces', () => {
    expect(isValidReason('   abcd   ', limits)).toBe(false);
    expect(isValidReason(' abcde ', limits)).toBe(true);
    expect(isValidReason('abcdefghij', limits)).toBe(true);
    expect(isValidReason('abcdefghijk', limits)).toBe(false);
  });
});

describe('dayParameter', () => {
  it('keeps a day of the date field, drops anything else', () => {
    expect(dayParameter('2026-11-22')).toBe('2026-11-22');
    expect(dayParameter('')).toBeUndefined();
    expect(dayParameter('22/11/2026')).toBeUndefined();
  });
});

describe('personName', () => {
  it('is the first and last name, else the e-mail', () => {
    expect(personName({ firstName: 'Salma', lastName: 'Idrissi', email: 's@x.ma' })).toBe('Salma Idrissi');
    expect(personName({ firstName: '', lastName: '', email: 's@x.ma' })).toBe('s@x.ma');
  });
});

describe('formatFigure', () => {
  it('gives the exact figure in the reader’s separators, Latin digits, one decimal at most', () => {
    expect(formatFigure(5210, 'en')).toBe('5,210');
    expect(formatFigure(47.25, 'en')).toBe('47.3');
    expect(formatFigure(5210, 'fr')).toMatch(/^5[\s.]210$/); // fr-MA groups with a dot
    expect(formatFigure(5210, 'ar')).toMatch(/^5.?210$/);
  });
});

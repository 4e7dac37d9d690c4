import { moderate, moderationReason } from './moderation-rule.js';

describe('moderate', () => {
  it('approves a pending or rejected venue, refuses an approved one', () => {
    expect(moderate('pending', 'approve')).toEqual({ status: 'approved' });
    expect(moderate('rejected', 'approve')).toEqual({ status: 'approved' });
    expect(moderate('approved', 'approve')).toEqual({ refused: 'venue_already_approved' });
  });

  it('rejects a pending or approved venue, refuses a rejected one', () => {
    expect(moderate('pending', 'reject')).toEqual({ status: 'rejected' });
    expect(moderate('approved', 'reject')).toEqual({ status: 'rejected' });
    expect(moderate('rejected', 'reject')).toEqual({ refused: 'venue_already_rejected' });
  });
});

describe('moderationReason', () => {
  it('keeps a trimmed reason with a refusal only', () => {
    expect(moderationReason('reject', '  Adresse introuvable ')).toBe('Adresse introuvable');
    expect(moderationReason('reject', '   ')).toBeNull();
    expect(moderationReason('reject', undefined)).toBeNull();
    expect(moderationReason('approve', 'Adresse introuvable')).toBeNull();
  });
});

import { canEditDocuments, canSubmit, documentsByKind, formatDecisionDay } from './verification-rules';

describe('verification rules', () => {
  it('lets documents change before a first sending and after a rejection only', () => {
    expect(canEditDocuments('not_submitted')).toBe(true);
    expect(canEditDocuments('rejected')).toBe(true);
    expect(canEditDocuments('submitted')).toBe(false);
    expect(canEditDocuments('approved')).toBe(false);
  });

  it('sends once nothing required is missing, and never during a review', () => {
    expect(canSubmit({ status: 'not_submitted', missingKinds: [] })).toBe(true);
    expect(canSubmit({ status: 'rejected', missingKinds: [] })).toBe(true);
    expect(canSubmit({ status: 'not_submitted', missingKinds: ['manager_identity'] })).toBe(false);
    expect(canSubmit({ status: 'submitted', missingKinds: [] })).toBe(false);
  });

  it('groups documents under their kind in the form’s order, an empty group for a kind with none', () => {
    const documents = [
      { id: 'a', kind: 'manager_identity' as const },
      { id: 'b', kind: 'trade_register' as const },
      { id: 'c', kind: 'venue_photo' as const },
      { id: 'd', kind: 'venue_photo' as const },
    ];
    expect(documentsByKind(['trade_register', 'proof_of_address', 'manager_identity', 'venue_photo'], documents).map(({ kind, documents: group }) => [kind, group.map((document) => document.id)])).toEqual([
      ['trade_register', ['b']],
      ['proof_of_address', []],
      ['manager_identity', ['a']],
      ['venue_photo', ['c', 'd']],
    ]);
  });
});

describe('formatDecisionDay', () => {
  it('writes the day in Moroccan time (23:30 UTC on the 21st is already the 22nd at UTC+1)', () => {
    expect(formatDecisionDay('2026-11-21T23:30:00.000Z', 'fr')).toBe('22 novembre 2026');
    expect(formatDecisionDay('2026-11-21T10:00:00.000Z', 'en')).toBe('21 November 2026');
  });
});

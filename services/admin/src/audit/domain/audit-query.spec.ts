import { AuditFilterError, auditFilterOf } from './audit-query.js';

const ID = '6f1c2a7e-3b4d-4c5e-8f90-1a2b3c4d5e6f';

describe('the audit list filters', () => {
  it('takes the known filters and defaults the page to the first 8 entries', () => {
    expect(auditFilterOf({ action: 'venue.rejected', targetType: 'venue', targetId: ID, actorUserId: ID, from: '2026-11-01', to: '2026-11-30' })).toEqual({
      action: 'venue.rejected', targetType: 'venue', targetId: ID, actorUserId: ID, fromDay: '2026-11-01', toDay: '2026-11-30', page: 1, pageSize: 8,
    });
    expect(auditFilterOf(undefined)).toEqual({ page: 1, pageSize: 8 });
  });

  it.each([
    [{ action: 'venue.demolished' }, 'action'],
    [{ targetType: 'photo' }, 'targetType'],
    [{ actorUserId: 'admin' }, 'actorUserId'],
    [{ from: '2026-02-30' }, 'from'],
    [{ to: '30/11/2026' }, 'to'],
    [{ from: '2026-12-01', to: '2026-11-30' }, 'from'],
  ])('refuses %j (field %s)', (request, field) => {
    expect(() => auditFilterOf(request as never)).toThrow(AuditFilterError);
    try {
      auditFilterOf(request as never);
    } catch (error) {
      expect((error as AuditFilterError).field).toBe(field);
    }
  });
});

import { newAccount } from './user.js';
import { isSuspended, restore, suspend } from './suspension.js';

describe('suspension', () => {
  const { user } = newAccount({ email: 'salma@example.ma', firstName: 'Salma', lastName: 'Bennani', role: 'merchant' }, null, new Date('2026-11-01T10:00:00Z'));
  const now = new Date('2026-11-22T10:00:00Z');

  it('suspends an active account with user.suspended, once', () => {
    const change = suspend(user, 'Faux avis en série', 'admin-id', now);
    if ('refused' in change) throw new Error('refused');
    expect(change.user).toMatchObject({ suspendedAt: now, suspensionReason: 'Faux avis en série', updatedAt: now });
    expect(isSuspended(change.user)).toBe(true);
    expect(change.events).toEqual([{ subject: 'user.suspended', payload: { userId: user.id, reason: 'Faux avis en série', suspendedBy: 'admin-id', suspendedAt: now.toISOString() } }]);
    expect(suspend(change.user, 'Encore', 'admin-id', now)).toEqual({ refused: 'user_already_suspended' });
  });

  it('restores a suspended account with user.restored; an active one is refused', () => {
    expect(restore(user, 'admin-id', now)).toEqual({ refused: 'user_not_suspended' });
    const suspended = { ...user, suspendedAt: now, suspensionReason: 'Faux avis' };
    const change = restore(suspended, 'admin-id', now);
    if ('refused' in change) throw new Error('refused');
    expect(change.user).toMatchObject({ suspendedAt: null, suspensionReason: null });
    expect(isSuspended(change.user)).toBe(false);
    expect(change.events).toEqual([{ subject: 'user.restored', payload: { userId: user.id, restoredBy: 'admin-id', restoredAt: now.toISOString() } }]);
  });
});

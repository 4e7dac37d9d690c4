import type { Actor } from '@lieux/contracts';
import { purgeAfter, removalBy, venueFilePrefixes } from './venue-removal.js';

const owner: Actor = { userId: '11111111-1111-4111-8111-111111111111', role: 'merchant', plan: 'free' };
const other: Actor = { userId: '22222222-2222-4222-8222-222222222222', role: 'merchant', plan: 'pro' };
const admin: Actor = { userId: '33333333-3333-4333-8333-333333333333', role: 'admin', plan: 'free' };

describe('who may delete a venue', () => {
  it('lets its owner delete it without a reason', () => {
    expect(removalBy(owner, { ownerUserId: owner.userId }, undefined)).toEqual({ cause: 'owner', reason: null });
  });

  it('refuses another merchant as for an edit', () => {
    expect(removalBy(other, { ownerUserId: owner.userId }, 'Lieu en double sur la plateforme')).toEqual({ refused: 'venue_not_owned' });
  });

  it('asks an admin for a reason of 5 to 500 characters, kept trimmed', () => {
    expect(removalBy(admin, { ownerUserId: owner.userId }, undefined)).toEqual({ refused: 'admin_reason_invalid' });
    expect(removalBy(admin, { ownerUserId: owner.userId }, 'abc')).toEqual({ refused: 'admin_reason_invalid' });
    expect(removalBy(admin, { ownerUserId: null }, '  Lieu fictif signalé trois fois  ')).toEqual({ cause: 'admin', reason: 'Lieu fictif signalé trois fois' });
  });
});

describe('the grace period of a deleted account’s venues', () => {
  it('ends the given number of days after the unpublishing', () => {
    expect(purgeAfter(new Date('2026-12-02T10:00:00.000Z'), 30).toISOString()).toBe('2027-01-01T10:00:00.000Z');
    expect(purgeAfter(new Date('2026-12-02T10:00:00.000Z'), 0).toISOString()).toBe('2026-12-02T10:00:00.000Z');
  });
});

describe('a venue’s files', () => {
  it('are its photos and its documents, under its own id', () => {
    expect(venueFilePrefixes('v1')).toEqual(['photos/v1/', 'documents/v1/']);
  });
});

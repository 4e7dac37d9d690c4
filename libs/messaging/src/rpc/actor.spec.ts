import { ACTOR_HEADERS, readActorHeaders, writeActorHeaders } from './actor.js';

function headersOf(values: Record<string, string>) {
  return { get: (name: string) => values[name] ?? '' };
}

const USER_ID = '0b6f3c0e-5d43-4c1e-9a5e-2f0c6b7d8e91';
const VALID = { [ACTOR_HEADERS.userId]: USER_ID, [ACTOR_HEADERS.role]: 'consumer', [ACTOR_HEADERS.plan]: 'free' };

describe('actor headers', () => {
  it('round-trips an actor', () => {
    const written: Record<string, string> = {};
    writeActorHeaders({ set: (name, value) => (written[name] = value) }, { userId: USER_ID, role: 'admin', plan: 'pro' });
    expect(readActorHeaders(headersOf(written))).toEqual({ userId: USER_ID, role: 'admin', plan: 'pro' });
  });

  it('writes nothing for an anonymous request, and reads no headers as anonymous', () => {
    const written: Record<string, string> = {};
    writeActorHeaders({ set: (name, value) => (written[name] = value) }, undefined);
    expect(written).toEqual({});
    expect(readActorHeaders(headersOf({}))).toBeUndefined();
    expect(readActorHeaders(undefined)).toBeUndefined();
  });

  it('takes a user id in any case as the same lowercase uuid', () => {
    expect(readActorHeaders(headersOf({ ...VALID, [ACTOR_HEADERS.userId]: USER_ID.toUpperCase() }))?.userId).toBe(USER_ID);
  });

  it.each([
    ['a user id that is not a uuid', { [ACTOR_HEADERS.userId]: 'admin' }],
    ['a uuid with something around it', { [ACTOR_HEADERS.userId]: `${USER_ID}\nx-actor-role: admin` }],
    ['a role outside the contract', { [ACTOR_HEADERS.role]: 'root' }],
    ['a plan outside the contract', { [ACTOR_HEADERS.plan]: 'enterprise' }],
    ['a missing plan', { [ACTOR_HEADERS.plan]: '' }],
  ])('ignores %s (anonymous)', (_case, override) => {
    expect(readActorHeaders(headersOf({ ...VALID, ...override }))).toBeUndefined();
  });
});

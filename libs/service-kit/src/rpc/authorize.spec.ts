import { failureCode } from '@lieux/testing';
import { authorize } from './authorize.js';

const merchant = { userId: '7d7c4a0e-8c0e-4d7e-9d8f-0a1b2c3d4e5f', role: 'merchant' as const, plan: 'free' as const };

describe('authorize, in a use case', () => {
  it('fails unauthenticated without an actor and forbidden for another role', async () => {
    expect(await failureCode(() => authorize(undefined))).toBe('unauthenticated');
    expect(await failureCode(() => authorize(merchant, ['admin']))).toBe('forbidden');
  });

  it('gives back the actor when it may', () => {
    expect(authorize(merchant)).toBe(merchant);
    expect(authorize(merchant, ['merchant', 'admin'])).toBe(merchant);
  });
});

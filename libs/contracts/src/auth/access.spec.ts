import { accessRefusal } from './access.js';

const actor = (role: 'admin' | 'merchant' | 'consumer') => ({ userId: '7d7c4a0e-8c0e-4d7e-9d8f-0a1b2c3d4e5f', role, plan: 'free' as const });

describe('who may call what', () => {
  it('refuses a visitor who is not signed in with 401, whatever the roles', () => {
    expect(accessRefusal(undefined, [])).toBe('unauthenticated');
    expect(accessRefusal(undefined, ['admin'])).toBe('unauthenticated');
  });

  it('refuses a signed-in user of another role with 403', () => {
    expect(accessRefusal(actor('consumer'), ['admin'])).toBe('forbidden');
    expect(accessRefusal(actor('merchant'), ['admin'])).toBe('forbidden');
  });

  it('lets in a user of an allowed role, and anyone signed in when no role is named', () => {
    expect(accessRefusal(actor('admin'), ['admin'])).toBeUndefined();
    expect(accessRefusal(actor('merchant'), ['merchant', 'admin'])).toBeUndefined();
    expect(accessRefusal(actor('consumer'), [])).toBeUndefined();
  });
});

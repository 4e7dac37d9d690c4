import { testRolesEnabled } from './process-env.js';

describe('where the test roles exist', () => {
  it('everywhere but production by default', () => {
    expect(testRolesEnabled({ NODE_ENV: 'development', ENABLE_TEST_ROLES: '' })).toBe(true);
    expect(testRolesEnabled({ NODE_ENV: 'test', ENABLE_TEST_ROLES: '' })).toBe(true);
    expect(testRolesEnabled({ NODE_ENV: 'production', ENABLE_TEST_ROLES: '' })).toBe(false);
  });

  it('as ENABLE_TEST_ROLES says when it is set', () => {
    expect(testRolesEnabled({ NODE_ENV: 'production', ENABLE_TEST_ROLES: 'true' })).toBe(true);
    expect(testRolesEnabled({ NODE_ENV: 'development', ENABLE_TEST_ROLES: 'false' })).toBe(false);
  });
});

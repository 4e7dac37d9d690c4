import { createLogger } from '@lieux/platform';
import { GatewayEnv } from '../config/gateway.env.js';
import { GatewayModule } from '../gateway.module.js';
import { TestRolesController } from './test-roles.controller.js';

const controllersOf = (env: Partial<GatewayEnv>) => GatewayModule.register(Object.assign(new GatewayEnv(), env), createLogger('test', 'silent')).controllers ?? [];

describe('the test-roles routes', () => {
  it('exist outside production', () => {
    expect(controllersOf({ NODE_ENV: 'development' })).toContain(TestRolesController);
  });

  it('do not exist in production (404), unless ENABLE_TEST_ROLES=true', () => {
    expect(controllersOf({ NODE_ENV: 'production' })).not.toContain(TestRolesController);
    expect(controllersOf({ NODE_ENV: 'production', ENABLE_TEST_ROLES: 'true' })).toContain(TestRolesController);
  });
});

import { ConfigurationError, loadEnv } from '@lieux/platform';
import { ServiceEnv } from './service-env.js';

class ExampleServiceEnv extends ServiceEnv {
  override HEALTH_PORT = 3999;
}

describe('loadEnv', () => {
  it('uses the developer-machine defaults when nothing is set', () => {
    const env = loadEnv(ExampleServiceEnv, {});
    expect(env.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/lieux');
    expect(env.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(env.NATS_URL).toBe('nats://127.0.0.1:4222');
    expect(env.HEALTH_PORT).toBe(3999);
  });

  it('reads numbers given as environment strings', () => {
    const env = loadEnv(ExampleServiceEnv, { HEALTH_PORT: '4101', RPC_TIMEOUT_MS: '900' });
    expect(env.HEALTH_PORT).toBe(4101);
    expect(env.RPC_TIMEOUT_MS).toBe(900);
  });

  it('refuses a bad value with one line naming the variable, never its value', () => {
    const attempt = () =>
      loadEnv(ExampleServiceEnv, { DATABASE_URL: 'mysql://secret-password@db/x', HEALTH_PORT: 'abc' });
    expect(attempt).toThrow(ConfigurationError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('HEALTH_PORT');
      expect(message).not.toContain('secret-password');
      expect(message).not.toContain('\n');
    }
  });
});

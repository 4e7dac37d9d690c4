import { ConfigurationError, loadEnv } from './load-env.js';
import { ProcessEnv } from './process-env.js';

describe('the platforms’ sandbox and production', () => {
  it('is refused with NODE_ENV=production, in one line naming the variable', () => {
    expect(() => loadEnv(ProcessEnv, { NODE_ENV: 'production', CONNECTIONS_SANDBOX_URL: 'http://127.0.0.1:4610' })).toThrow(ConfigurationError);
    expect(() => loadEnv(ProcessEnv, { NODE_ENV: 'production', CONNECTIONS_SANDBOX_URL: 'http://127.0.0.1:4610' })).toThrow(
      /^Invalid configuration — CONNECTIONS_SANDBOX_URL: must not be set when NODE_ENV=production — the platforms’ sandbox must never feed public scores; unset it$/,
    );
  });

  it('is accepted anywhere else, and production without it starts', () => {
    expect(loadEnv(ProcessEnv, { NODE_ENV: 'development', CONNECTIONS_SANDBOX_URL: 'http://127.0.0.1:4610' }).CONNECTIONS_SANDBOX_URL).toBe('http://127.0.0.1:4610');
    expect(loadEnv(ProcessEnv, { NODE_ENV: 'test', CONNECTIONS_SANDBOX_URL: 'http://127.0.0.1:4610' }).NODE_ENV).toBe('test');
    expect(loadEnv(ProcessEnv, { NODE_ENV: 'production', CONNECTIONS_SANDBOX_URL: '' }).CONNECTIONS_SANDBOX_URL).toBe('');
  });
});

import { loadEnv } from '../config/load-env.js';
import { ProcessEnv } from '../config/process-env.js';

describe('shutdown settings (every process)', () => {
  it('default to a short delay and a timeout longer than the longest request', () => {
    const env = loadEnv(ProcessEnv, {});
    expect(env.SHUTDOWN_DELAY_MS).toBe(500);
    expect(env.SHUTDOWN_TIMEOUT_MS).toBe(20_000);
  });

  it('refuse at start-up a timeout shorter than RPC_TIMEOUT_MS, and a delay over a minute', () => {
    expect(() => loadEnv(ProcessEnv, { RPC_TIMEOUT_MS: '5000', SHUTDOWN_TIMEOUT_MS: '3000' })).toThrow('SHUTDOWN_TIMEOUT_MS: must be at least RPC_TIMEOUT_MS');
    expect(() => loadEnv(ProcessEnv, { SHUTDOWN_DELAY_MS: '61000' })).toThrow(/SHUTDOWN_DELAY_MS/);
    expect(loadEnv(ProcessEnv, { SHUTDOWN_DELAY_MS: '5000', SHUTDOWN_TIMEOUT_MS: '5000', RPC_TIMEOUT_MS: '5000' }).SHUTDOWN_DELAY_MS).toBe(5000);
  });
});

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

  it('keeps events 7 days in the stream and the outbox, 14 in the inbox, pruned hourly, by default', () => {
    const env = loadEnv(ExampleServiceEnv, {});
    expect(env.EVENT_STREAM_MAX_AGE_DAYS).toBe(7);
    expect(env.EVENT_OUTBOX_RETENTION_DAYS).toBe(7);
    expect(env.EVENT_INBOX_RETENTION_DAYS).toBe(14);
    expect(env.EVENT_PRUNE_INTERVAL_MINUTES).toBe(60);
  });

  it('refuses an inbox that forgets events the stream can still redeliver', () => {
    expect(() => loadEnv(ExampleServiceEnv, { EVENT_STREAM_MAX_AGE_DAYS: '30', EVENT_INBOX_RETENTION_DAYS: '20' })).toThrow(
      /EVENT_INBOX_RETENTION_DAYS: must be at least EVENT_STREAM_MAX_AGE_DAYS/,
    );
    expect(loadEnv(ExampleServiceEnv, { EVENT_STREAM_MAX_AGE_DAYS: '30', EVENT_INBOX_RETENTION_DAYS: '30' }).EVENT_INBOX_RETENTION_DAYS).toBe(30);
  });

  it('keeps one copy of each event with a 2-minute duplicate window by default, up to the 5 replicas JetStream allows', () => {
    const env = loadEnv(ExampleServiceEnv, {});
    expect(env.EVENT_STREAM_REPLICAS).toBe(1);
    expect(env.EVENT_STREAM_DUPLICATE_WINDOW_SECONDS).toBe(120);
    expect(loadEnv(ExampleServiceEnv, { EVENT_STREAM_REPLICAS: '3' }).EVENT_STREAM_REPLICAS).toBe(3);
    expect(() => loadEnv(ExampleServiceEnv, { EVENT_STREAM_REPLICAS: '0' })).toThrow(/EVENT_STREAM_REPLICAS/);
    expect(() => loadEnv(ExampleServiceEnv, { EVENT_STREAM_REPLICAS: '7' })).toThrow(/EVENT_STREAM_REPLICAS/);
    expect(() => loadEnv(ExampleServiceEnv, { EVENT_STREAM_DUPLICATE_WINDOW_SECONDS: '0' })).toThrow(/EVENT_STREAM_DUPLICATE_WINDOW_SECONDS/);
  });

  it('refuses a retention of zero days', () => {
    expect(() => loadEnv(ExampleServiceEnv, { EVENT_OUTBOX_RETENTION_DAYS: '0' })).toThrow(/EVENT_OUTBOX_RETENTION_DAYS/);
  });
});

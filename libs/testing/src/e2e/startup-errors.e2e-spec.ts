import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closedPort } from '../infra/closed-port.util.js';

// What an operator sees when a process cannot start: one line naming the problem and what to do,
// an exit code of 1, never a stack trace. Runs the built entry points, as `npm start` does.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function runEntry(entry: string, env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, entry)], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    });
  });
}

function onlyLine(output: string): string {
  const lines = output.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(output).not.toMatch(/\n\s+at /);
  return lines[0];
}

describe('start-up failures', () => {
  it('a service without PostgreSQL says so in one line and exits 1', async () => {
    const port = await closedPort();
    const result = await runEntry('services/venues/dist/main.js', { DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/lieux` });
    expect(result.code).toBe(1);
    const line = onlyLine(result.stderr);
    expect(line).toContain(`PostgreSQL is not reachable at 127.0.0.1:${port}`);
    expect(line).toContain('npm run infra:up');
  });

  it('a service without NATS says so in one line and exits 1', async () => {
    const port = await closedPort();
    const result = await runEntry('services/auth/dist/main.js', { NATS_URL: `nats://127.0.0.1:${port}` });
    expect(result.code).toBe(1);
    expect(onlyLine(result.stderr)).toContain(`NATS is not reachable at 127.0.0.1:${port}`);
  });

  it('the scoring worker without Redis says so in one line and exits 1', async () => {
    const port = await closedPort();
    const result = await runEntry('services/scoring/dist/worker.main.js', { REDIS_URL: `redis://127.0.0.1:${port}` });
    expect(result.code).toBe(1);
    expect(onlyLine(result.stderr)).toContain(`Redis is not reachable at 127.0.0.1:${port}`);
  });

  it('the gateway refuses an invalid configuration in one line, without echoing it', async () => {
    const result = await runEntry('gateway/dist/main.js', { NATS_URL: 'http://user:s3cret@example.invalid', PORT: 'abc' });
    expect(result.code).toBe(1);
    const line = onlyLine(result.stderr);
    expect(line).toContain('NATS_URL');
    expect(line).toContain('PORT');
    expect(line).not.toContain('s3cret');
  });

  it.each(['services/connections/dist/main.js', 'gateway/dist/main.js', 'services/scoring/dist/worker.main.js'])(
    '%s refuses to start in production with the platforms’ sandbox set, in one line',
    async (entry) => {
      const result = await runEntry(entry, { NODE_ENV: 'production', CONNECTIONS_SANDBOX_URL: 'http://127.0.0.1:4610' });
      expect(result.code).toBe(1);
      const line = onlyLine(result.stderr);
      expect(line).toContain('Invalid configuration');
      expect(line).toContain('CONNECTIONS_SANDBOX_URL: must not be set when NODE_ENV=production');
    },
  );
});

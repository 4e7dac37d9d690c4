// npm start's stand-in for the five social platforms (docs/connections.md, "Sandbox"): the project's
// own server (services/connections/src/sandbox), started beside the stack so a person can click
// through "Connecter Instagram" on this machine. The connections service is pointed at it with
// CONNECTIONS_SANDBOX_URL; a platform given real credentials (INSTAGRAM_CLIENT_ID…) talks to the real
// one instead. Production (k8s, docker-compose) neither runs it nor sets the variable.
// Import after the build (buildAll): it runs the built sandbox.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { tcpProbe } from '@lieux/platform';
import { ROOT } from './stack.mjs';

export const SOCIAL_SANDBOX_PORT = 4610;

/** Starts the sandbox (unless one already answers); resolves with its URL and a `stop`. */
export async function ensureSocialSandbox(log, port = SOCIAL_SANDBOX_PORT) {
  const url = `http://127.0.0.1:${port}`;
  if ((await tcpProbe('127.0.0.1', port, 500)) === undefined) {
    log(`social platforms: something already listens on ${port}; using it as the sandbox (${url})`);
    return { url, stop: () => {} };
  }
  const child = spawn(process.execPath, [path.join(ROOT, 'services/connections/dist/sandbox/sandbox.main.js')], {
    cwd: ROOT,
    env: { ...process.env, SANDBOX_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.once('exit', () => child.kill('SIGTERM'));
  for (let attempt = 0; attempt < 50 && (await tcpProbe('127.0.0.1', port, 500)) !== undefined; attempt++) {
    if (child.exitCode !== null) throw new Error(`the social platforms' sandbox stopped at start-up (exit ${child.exitCode})`);
    await sleep(100);
  }
  log(`social platforms: the sandbox answers for Instagram, TikTok, Facebook, LinkedIn and Google Business (${url})`);
  return { url, stop: () => child.kill('SIGTERM') };
}

// `npm start`: everything built, infrastructure up, database created, every process started (each
// service migrates its own schema at start-up, which also seeds the categories), a local MailDev
// unless SMTP_URL is set (lib/maildev.mjs), then the URLs. A
// process that dies later is restarted with back-off; repeated crashes stop everything (exit 1).
// LIEUX_REPLICAS=N runs N instances of every process (stack.mjs, "Running several replicas").
import { buildAll } from './lib/build.mjs';
import { prettyLine } from './lib/pretty-log.mjs';
import { createStack, runSupervised } from './lib/stack.mjs';

const log = (message) => console.log(`[lieux] ${message}`);

async function main() {
  // First: the scripts below use the built @lieux/platform (default URLs, TCP probe). No infrastructure needed.
  log('building…');
  buildAll();
  const { ensureDatabase, ensureInfrastructure } = await import('./lib/infra.mjs');
  await ensureInfrastructure(log);
  await ensureDatabase();
  const { ensureMailDev } = await import('./lib/maildev.mjs');
  const mail = await ensureMailDev(log);
  const { ensureSocialSandbox } = await import('./lib/social-sandbox.mjs');
  const socialSandbox = await ensureSocialSandbox(log);
  log('starting the services, the scoring worker and the gateway…');
  const quiet = process.env.LOG_LEVEL === undefined;
  const stack = createStack({
    env: {
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      // Platforms without real credentials connect through the local sandbox (docs/connections.md).
      CONNECTIONS_SANDBOX_URL: process.env.CONNECTIONS_SANDBOX_URL ?? socialSandbox.url,
    },
    restart: true,
    // LIEUX_REPLICAS=2: two instances of every process, a round-robin proxy on the gateway's port (docs/deployment.md).
    replicas: replicasFromEnv(),
    log,
    onLine: (name, line) => {
      if (quiet && line.includes('"context":"') && !line.includes('"level":"error"') && !line.includes('"level":"warn"')) return;
      console.log(prettyLine(name, line));
    },
  });
  const port = stack.portOf('gateway');
  const code = await runSupervised(stack, {
    log,
    onReady: () => {
      if (mail.inboxUrl) log(`mail inbox (MailDev): ${mail.inboxUrl}`);
      log(`ready: http://localhost:${port}  (API docs: http://localhost:${port}/api/docs, Ctrl-C stops everything)`);
    },
  });
  mail.stop();
  socialSandbox.stop();
  process.exit(code);
}

/** LIEUX_REPLICAS: a whole number from 1 to 5, 1 when unset. */
function replicasFromEnv() {
  const value = process.env.LIEUX_REPLICAS ?? '1';
  if (!/^[1-5]$/.test(value)) throw new Error(`LIEUX_REPLICAS must be a whole number from 1 to 5 (got "${value}")`);
  return Number(value);
}

main().catch((error) => {
  console.error(`[lieux] ${error.message}`);
  process.exit(1);
});

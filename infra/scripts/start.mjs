// `npm start`: infrastructure up, database created, everything built, every process started (each
// service migrates its own schema at start-up, which also seeds the categories), then the URL.
import { buildAll } from './lib/build.mjs';
import { ensureDatabase, ensureInfrastructure } from './lib/infra.mjs';
import { prettyLine } from './lib/pretty-log.mjs';
import { createStack } from './lib/stack.mjs';

const log = (message) => console.log(`[lieux] ${message}`);

async function main() {
  await ensureInfrastructure(log);
  await ensureDatabase();
  log('building…');
  buildAll();
  log('starting the services, the scoring worker and the gateway…');
  const quiet = process.env.LOG_LEVEL === undefined;
  const stack = createStack({
    env: { NODE_ENV: process.env.NODE_ENV ?? 'development', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
    onLine: (name, line) => {
      if (quiet && line.includes('"context":"') && !line.includes('"level":"error"') && !line.includes('"level":"warn"')) return;
      console.log(prettyLine(name, line));
    },
  });

  let stopping = false;
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    log('stopping…');
    await stack.stopAll();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  process.on('SIGHUP', () => void shutdown(0));

  try {
    await stack.startAll();
  } catch (error) {
    console.error(`[lieux] ${error.message}`);
    await shutdown(1);
    return;
  }
  const port = stack.portOf('gateway');
  log(`ready: http://localhost:${port}  (API docs: http://localhost:${port}/api/docs, Ctrl-C stops everything)`);
  const exit = await stack.anyExit();
  if (!stopping) {
    console.error(`[lieux] ${exit.name} stopped unexpectedly (code ${exit.code ?? exit.signal}); stopping the rest.`);
    await shutdown(1);
  }
}

main().catch((error) => {
  console.error(`[lieux] ${error.message}`);
  process.exit(1);
});

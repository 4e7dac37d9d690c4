// `npm run chaos` (issue 16): faults under load (infra/e2e/faults-under-load.chaos-spec.ts) — every
// process killed in turn, then NATS, Redis and PostgreSQL restarted, under a mixed load. It restarts
// this machine's NATS, Redis and PostgreSQL: run it alone. docs/reliability.md keeps its figures.
import { runLongTest } from './lib/long-run.mjs';

process.exit(await runLongTest({ project: 'chaos', pattern: 'infra/e2e/faults-under-load' }));

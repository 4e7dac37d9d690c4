// `npm run dlq -- list | show | replay | discard` (docs/messaging.md, "Dead letters"). Builds the kit
// when needed (quietly: the command's output is the operator's), then runs its CLI with the
// environment of `npm start`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { NX_ENV } from './lib/build.mjs';
import { ROOT } from './lib/stack.mjs';

const build = spawnSync('nx', ['run', 'service-kit:build', '--output-style=stream-without-prefixes'], {
  cwd: ROOT,
  encoding: 'utf8',
  env: { ...process.env, ...NX_ENV },
});
if (build.status !== 0) {
  process.stderr.write(`${build.stdout ?? ''}${build.stderr ?? ''}\ndlq: the build failed (above)\n`);
  process.exit(1);
}
await import(path.join(ROOT, 'libs/service-kit/dist/dead-letters/dlq.main.js'));

// Entry point of `npm start` and `npm test` on a fresh clone. It runs on whatever Node the machine
// has (Node 20 here), installs the workspace when needed, then hands over to the project's own Node
// (node_modules/.bin/node, Node 24 from the `node` package) for everything else.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const command = process.argv[2];
const scripts = { start: 'start.mjs', test: 'test.mjs', dlq: 'dlq.mjs', fuzz: 'fuzz.mjs', chaos: 'chaos.mjs' };
if (!scripts[command]) {
  console.error(`usage: node infra/scripts/bootstrap.mjs <${Object.keys(scripts).join('|')}>`);
  process.exit(2);
}

const projectNode = path.join(root, 'node_modules', '.bin', 'node');
const installMarker = path.join(root, 'node_modules', '.package-lock.json');

function mtime(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

function needsInstall() {
  if (!existsSync(projectNode) || !existsSync(installMarker)) return true;
  const installed = mtime(installMarker);
  return mtime(path.join(root, 'package.json')) > installed || mtime(path.join(root, 'package-lock.json')) > installed;
}

if (needsInstall()) {
  console.log('[lieux] installing npm packages (npm install)…');
  // `npm ci` is not used: the registry has no non-Linux @swc/core builds here, so the lock file
  // lacks them and `npm ci` refuses it (STACK-NOTES.md). `npm install` honours the lock otherwise.
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (install.status !== 0) {
    console.error('[lieux] npm install failed: see the messages above.');
    process.exit(install.status ?? 1);
  }
}

const child = spawn(projectNode, [path.join(root, 'infra', 'scripts', scripts[command]), ...process.argv.slice(3)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}` },
});
// A SIGTERM sent to `npm start` alone (not to the terminal's process group) must still stop
// everything: pass it on and let the child stop its processes.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

/** Browser tests use Debian's Chromium; install it when missing and we are allowed to. */
export function ensureChromium(log = console.log) {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${CHROMIUM} is missing: install it with \`sudo apt-get install -y chromium fonts-liberation\`.`);
  }
  log('[lieux] installing Debian chromium for the browser tests…');
  const steps = [
    ['apt-get', ['update', '-qq']],
    ['apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation']],
  ];
  for (const [command, args] of steps) {
    const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: install chromium by hand.`);
  }
}

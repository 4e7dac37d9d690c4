// npm start's mail catcher: a local MailDev (the npm package, pinned in package.json) takes every mail
// the services send (SMTP on the port of @lieux/mail's DEFAULT_SMTP_URL) and shows it in a web inbox,
// so a person can follow a password-reset link. Not started when SMTP_URL is set: mail goes there.
// Import after the build (buildAll): the default URL and the TCP probe are the built libraries'.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_SMTP_URL } from '@lieux/mail';
import { tcpProbe } from '@lieux/platform';
import { ROOT } from './stack.mjs';

/** The inbox's port (MailDev's default). */
export const MAILDEV_WEB_PORT = 1080;

async function listening(port) {
  return (await tcpProbe('127.0.0.1', port, 500)) === undefined;
}

/**
 * Starts MailDev unless SMTP_URL is set or a MailDev already answers. Resolves with the inbox URL (or
 * undefined when mail goes elsewhere) and a `stop` for Ctrl-C.
 */
export async function ensureMailDev(log, env = process.env) {
  if (env.SMTP_URL) {
    log(`mail: sent through SMTP_URL (no local MailDev)`);
    return { inboxUrl: undefined, stop: () => {} };
  }
  const smtpPort = Number(new URL(DEFAULT_SMTP_URL).port);
  const inboxUrl = `http://localhost:${MAILDEV_WEB_PORT}`;
  if (await listening(smtpPort)) {
    log(`mail: something already listens on SMTP port ${smtpPort}; using it (inbox, if it is MailDev: ${inboxUrl})`);
    return { inboxUrl, stop: () => {} };
  }
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/maildev/bin/maildev'), '--smtp', String(smtpPort), '--web', String(MAILDEV_WEB_PORT), '--ip', '127.0.0.1', '--silent'],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  // However npm start ends (Ctrl-C, a crash, a start-up failure), MailDev ends with it.
  process.once('exit', () => child.kill('SIGTERM'));
  for (let attempt = 0; attempt < 50 && !(await listening(MAILDEV_WEB_PORT)); attempt++) {
    if (child.exitCode !== null) throw new Error(`MailDev stopped at start-up (exit ${child.exitCode}); set SMTP_URL to use another SMTP server`);
    await sleep(100);
  }
  log(`mail: MailDev catches every mail (SMTP 127.0.0.1:${smtpPort}), inbox: ${inboxUrl}`);
  return { inboxUrl, stop: () => child.kill('SIGTERM') };
}

// The supervisor of `npm start` (stack.mjs), run on tiny throwaway Node scripts instead of the real
// processes: a crash is restarted with back-off, repeated crashes give up, and neither a deliberate
// stop nor a SIGTERM during the back-off ever restarts anything.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { closedPort } from '@lieux/testing';
import { createStack, type ProcessDefinition, type Stack } from './stack.mjs';

/** A process that answers /ready on HEALTH_PORT, says "started" once up, and leaves as CRASH says. */
const THROWAWAY = `
import { createServer } from 'node:http';
import { existsSync, writeFileSync } from 'node:fs';
const crash = process.env['CRASH_' + process.env.NAME]; // never | once | always
const marker = process.env.MARKER_DIR + '/' + process.env.NAME + '.crashed';
let ready = true;
const server = createServer((request, response) => {
  // A leaving instance says so as the real ones do (Terminus' body with the shutdown check down).
  if (request.url === '/ready') response.writeHead(ready ? 200 : 503).end(ready ? '{"status":"ok"}' : '{"status":"error","error":{"shutdown":{"status":"down"}}}');
  else if (request.url === '/who') response.writeHead(200).end(process.env.HEALTH_PORT);
  else response.writeHead(404).end();
});
server.listen(Number(process.env.HEALTH_PORT), '127.0.0.1', () => {
  console.log('started');
  // A line written in two pieces, as a long JSON log line can reach the pipe.
  if (process.env.SPLIT_LINE) {
    process.stdout.write('{"msg":"first half');
    setTimeout(() => process.stdout.write(' and second half"}\\nnext line\\n'), 100);
  }
  if (crash === 'always' || (crash === 'once' && !existsSync(marker))) {
    writeFileSync(marker, '');
    setTimeout(() => process.exit(3), 700);
  }
});
// As the real processes do (graceful-shutdown.ts): not ready at once, still serving for DELAY ms.
process.on('SIGTERM', () => {
  ready = false;
  setTimeout(() => server.close(() => process.exit(0)), Number(process.env.DELAY ?? 0));
});
`;

const FAST_RESTARTS = { initialDelayMs: 100, maxDelayMs: 400, maxCrashes: 3, windowMs: 30_000, stableAfterMs: 30_000 };

let dir: string;
let script: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lieux-stack-'));
  script = join(dir, 'throwaway.mjs');
  writeFileSync(script, THROWAWAY);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A throwaway process named `name`: an entry file that sets NAME, then runs the script. */
async function definition(name: string): Promise<ProcessDefinition> {
  const entry = join(dir, `${name}.mjs`);
  writeFileSync(entry, `process.env.NAME = ${JSON.stringify(name)};\nawait import(${JSON.stringify(pathToFileURL(script).href)});\n`);
  return { name, kind: 'service', entry, port: await closedPort(), ready: '/ready' };
}

interface Watched {
  stack: Stack;
  lines: string[];
  starts: (name: string) => number;
  until: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
}

/** Starts the throwaways (crash: how each behaves), runs the checks, and always stops everything. */
async function withStack(
  crash: Record<string, 'never' | 'once' | 'always'>,
  restart: boolean | Partial<typeof FAST_RESTARTS>,
  checks: (watched: Watched) => Promise<void>,
  more: { kind?: ProcessDefinition['kind']; replicas?: number; env?: Record<string, string> } = {},
): Promise<void> {
  const lines: string[] = [];
  const processes = (await Promise.all(Object.keys(crash).map(definition))).map((process) => ({ ...process, kind: more.kind ?? process.kind }));
  const env = { MARKER_DIR: dir, ...more.env, ...Object.fromEntries(Object.entries(crash).map(([name, how]) => [`CRASH_${name}`, how])) };
  const stack = createStack({
    processes,
    env,
    replicas: more.replicas,
    restart: restart && { ...FAST_RESTARTS, ...(restart === true ? {} : restart) },
    log: (line) => lines.push(line),
    onLine: (name, line) => lines.push(`${name}: ${line}`),
  });
  const watched: Watched = {
    stack,
    lines,
    starts: (name) => lines.filter((line) => line === `${name}: started`).length,
    until: async (pattern, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!lines.some((line) => pattern.test(line))) {
        if (Date.now() > deadline) throw new Error(`no line matching ${pattern} in:\n${lines.join('\n')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
  try {
    await stack.startAll();
    await checks(watched);
  } finally {
    await stack.stopAll();
  }
}

describe('npm start supervisor (infra/scripts/lib/stack.mjs)', () => {
  it('refuses a port fetch would never reach (4045: the second scoring instance at offset 920)', () => {
    expect(() => createStack({ portOffset: 920, replicas: 2 })).toThrow(/scoring#2 would listen on 4045/);
    expect(() => createStack({ portOffset: 900, replicas: 2 })).not.toThrow();
  });

  it('restarts a process that crashes, once, with one line, and it is ready again', async () => {
    await withStack({ flaky: 'once', calm: 'never' }, true, async ({ lines, starts, until }) => {
      await until(/^flaky is ready again$/);
      expect(lines.filter((line) => /restarting/.test(line))).toEqual([
        expect.stringMatching(/^flaky stopped unexpectedly \(exit code 3\) after \d+ m?s; restarting in 100 ms \(crash 1; 3 within 30 s stop everything\)$/),
      ]);
      expect(starts('flaky')).toBe(2);
      expect(starts('calm')).toBe(1);
    });
  });

  it('gives up after repeated crashes, with the message that says so', async () => {
    await withStack({ doomed: 'always' }, true, async ({ stack, lines, starts }) => {
      const failure = await stack.whenFailed();
      expect(failure).toMatchObject({ name: 'doomed', code: 3 });
      expect(failure.message).toBe('doomed crashed 3 times within 30 s (last: exit code 3); giving up');
      expect(lines.filter((line) => /restarting in (100|200) ms/.test(line))).toHaveLength(2);
      expect(starts('doomed')).toBe(3);
    });
  });

  it('starts the count afresh for a process that stayed up long enough', async () => {
    // Up 700 ms before each crash, "long enough" being 500 ms: every crash is the first, none gives up.
    await withStack({ sturdy: 'always' }, { maxCrashes: 2, stableAfterMs: 500 }, async ({ lines, until }) => {
      await until(/^sturdy is ready again$/);
      const crashes = () => lines.filter((line) => line.startsWith('sturdy stopped unexpectedly'));
      while (crashes().length < 3) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(crashes().every((line) => line.endsWith('restarting in 100 ms (crash 1; 2 within 30 s stop everything)'))).toBe(true);
    });
  });

  it('never restarts a process stopped on purpose', async () => {
    await withStack({ steady: 'never' }, true, async ({ stack, lines, starts }) => {
      await stack.stop('steady');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(lines.filter((line) => /restarting|ready again/.test(line))).toEqual([]);
      expect(starts('steady')).toBe(1);
    });
  });

  it('without restarts (the e2e stack), the first crash is the end', async () => {
    await withStack({ fragile: 'once' }, false, async ({ stack, lines }) => {
      await expect(stack.whenFailed()).resolves.toMatchObject({ name: 'fragile', message: 'fragile stopped unexpectedly (exit code 3)' });
      expect(lines.filter((line) => /restarting/.test(line))).toEqual([]);
    });
  });

  it('SIGTERM during the back-off stops everything at once, and restarts nothing', async () => {
    const victim = await definition('victim');
    const runner = join(dir, 'runner.mjs');
    const stackUrl = new URL('./stack.mjs', import.meta.url).href;
    writeFileSync(
      runner,
      `import { createStack, runSupervised } from ${JSON.stringify(stackUrl)};
const stack = createStack({
  processes: [${JSON.stringify(victim)}],
  env: { MARKER_DIR: ${JSON.stringify(dir)}, CRASH_victim: 'once' },
  restart: { initialDelayMs: 20000 },
  log: (line) => console.log(line),
  onLine: (name, line) => console.log(name + ': ' + line),
});
process.exit(await runSupervised(stack, { log: (line) => console.log(line), onReady: () => console.log('ready') }));
`,
    );
    const child = spawn(process.execPath, [runner], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const deadline = Date.now() + 10_000;
    while (!/restarting in 20 s/.test(output) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(output).toMatch(/victim stopped unexpectedly \(exit code 3\) after \d+ m?s; restarting in 20 s/);
    const signalled = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(3000);
    expect(output).toContain('stopping…');
    expect(output.match(/victim: started/g)).toHaveLength(1);
    expect(output).not.toContain('ready again');
  });

  it('passes on whole lines, even when a line reaches the pipe in two pieces', async () => {
    await withStack(
      { writer: 'never' },
      false,
      async ({ lines, until }) => {
        await until(/^writer: next line$/);
        expect(lines.filter((line) => line.startsWith('writer: {'))).toEqual(['writer: {"msg":"first half and second half"}']);
      },
      { env: { SPLIT_LINE: '1' } },
    );
  });

  it('runs replicas of a gateway behind a proxy on its port that spreads requests and skips an instance leaving', async () => {
    await withStack(
      { front: 'never' },
      false,
      async ({ stack }) => {
        expect(stack.instances('front')).toEqual(['front#1', 'front#2']);
        const who = async () => {
          const answer = await fetch(`http://127.0.0.1:${stack.portOf('front')}/who`);
          return `${answer.status} ${await answer.text()}`;
        };
        const ports = [stack.portOf('front#1'), stack.portOf('front#2')];
        expect(ports[1] - ports[0]).toBe(10);
        expect(new Set(await Promise.all(Array.from({ length: 10 }, who)))).toEqual(new Set(ports.map((port) => `200 ${port}`)));
        // Requests all along front#1's stop: it stays up 600 ms not ready, the proxy routes around it.
        let asking = true;
        const answers: string[] = [];
        const client = (async () => {
          while (asking) answers.push(await who().catch((error: Error) => `failed ${error.message}`));
        })();
        const exit = await stack.stop('front#1');
        const afterStop = answers.length;
        await until(() => answers.length > afterStop + 5);
        asking = false;
        await client;
        expect(exit).toEqual({ code: 0, signal: null });
        expect(answers.filter((answer) => !answer.startsWith('200 '))).toEqual([]);
        expect(answers.slice(afterStop)).toEqual(answers.slice(afterStop).map(() => `200 ${ports[1]}`));
        expect(stack.proxyOf('front')?.ready()).toEqual(['front#2']);
      },
      { kind: 'gateway', replicas: 2, env: { DELAY: '600' } },
    );
  });
});

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

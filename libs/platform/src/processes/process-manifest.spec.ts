import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { healthPortOf, kindOf, metricsPortOf, parseProcessManifest, PROCESS_MANIFEST, PROCESSES, processNamed, projectDirOf } from './process-manifest.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

describe('process manifest', () => {
  it.each(PROCESSES.map((process) => [process.name, process]))('%s is built from a project whose source has its entry point', (_name, process) => {
    const project = projectDirOf(process);
    expect(existsSync(join(ROOT, project, 'package.json'))).toBe(true);
    const source = process.entry.replace('/dist/', '/src/').replace(/\.js$/, '.ts');
    expect({ entry: process.entry, source: existsSync(join(ROOT, source)) }).toEqual({ entry: process.entry, source: true });
  });

  it('has one gateway, listed last (npm start starts it once the others are ready)', () => {
    expect(PROCESSES.filter((process) => process.kind === 'gateway')).toHaveLength(1);
    expect(PROCESSES.at(-1)?.kind).toBe('gateway');
    expect(kindOf(processNamed('gateway'))).toMatchObject({ portVariable: 'PORT', database: false });
  });

  it('gives each process its port', () => {
    expect(healthPortOf('venues')).toBe(processNamed('venues').port);
    expect(() => processNamed('nope')).toThrow(/no process "nope".*known: auth/);
  });

  it('serves /metrics on the health port, except the gateway, which keeps it off its public port', () => {
    expect(metricsPortOf(processNamed('venues'))).toBe(processNamed('venues').port);
    expect(metricsPortOf(processNamed('gateway'))).not.toBe(processNamed('gateway').port);
    const [first] = PROCESS_MANIFEST.processes;
    const onItsOwnPort = { kinds: PROCESS_MANIFEST.kinds, processes: [{ ...first, metricsPort: first!.port }] };
    expect(() => parseProcessManifest(onItsOwnPort)).toThrow(/processes\[0\] \(auth\): metricsPort must be 1–65535, another port than port/);
  });

  it('refuses a manifest with a repeated name or port, or a missing field, naming the entry', () => {
    const [first, second] = PROCESS_MANIFEST.processes;
    const clash = { kinds: PROCESS_MANIFEST.kinds, processes: [first, { ...second, name: first!.name, port: first!.port }] };
    expect(() => parseProcessManifest(clash)).toThrow(/name used twice: auth.*port used twice: 3101/);
    const incomplete = { kinds: PROCESS_MANIFEST.kinds, processes: [{ ...first, kind: 'cron', ready: 'health' }] };
    expect(() => parseProcessManifest(incomplete)).toThrow(/processes\[0\] \(auth\): kind must be one of service, worker, gateway.*live and ready must be paths/);
    expect(() => parseProcessManifest({ processes: [first] })).toThrow(/kinds\.service needs portVariable/);
  });
});

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function modulesLoadedBy(builtFile: string): string[] {
  const output = execFileSync(process.execPath, [path.join(root, 'gateway/e2e/loaded-modules.mjs'), path.join(root, builtFile)], {
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[];
}

/** The ORM, the Postgres driver, or our libraries that wrap them. */
const DATABASE_MODULE = /\/node_modules\/(@mikro-orm\/|pg\/|pg-pool\/)|\/libs\/(persistence|service-kit)\//;

describe('what the built processes load', () => {
  it('the gateway loads no ORM, no Postgres driver and no service kit (DESIGN.md rule 3)', () => {
    const loaded = modulesLoadedBy('gateway/dist/create-gateway.js');
    expect(loaded.some((url) => url.includes('/libs/messaging/'))).toBe(true);
    expect(loaded.filter((url) => DATABASE_MODULE.test(url))).toEqual([]);
  });

  it('the contracts barrel, which the web app imports, loads no class-validator (the DTO classes are @lieux/contracts/dto)', () => {
    const loaded = modulesLoadedBy('libs/contracts/dist/index.js');
    expect(loaded.some((url) => url.includes('/libs/contracts/dist/api/'))).toBe(true);
    expect(loaded.filter((url) => /\/node_modules\/class-(validator|transformer)/.test(url))).toEqual([]);
    expect(modulesLoadedBy('libs/contracts/dist/dto/index.js').some((url) => url.includes('/node_modules/class-validator/'))).toBe(true);
  });

  it('a service does load them, so the check above can see them', () => {
    const loaded = modulesLoadedBy('services/venues/dist/venues.module.js');
    expect(loaded.some((url) => DATABASE_MODULE.test(url))).toBe(true);
  });
});

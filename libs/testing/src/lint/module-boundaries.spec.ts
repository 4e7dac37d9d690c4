import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

// The architecture's import rules are enforced by lint (eslint.config.js, Nx project tags); this
// proves the rule bites, by linting forbidden imports as if they were written in real files.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages
    .filter((message) => message.ruleId === '@nx/enforce-module-boundaries' || message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('module boundaries', () => {
  it('stops a service importing another service, by package or by path', async () => {
    const byPackage = await boundaryErrors(
      "import { venuesModule } from '@lieux/venues-service';\nexport const leak = venuesModule;\n",
      'services/votes/src/votes.module.ts',
    );
    const byPath = await boundaryErrors(
      "import { venuesModule } from '../../venues/src/venues.module.js';\nexport const leak = venuesModule;\n",
      'services/votes/src/votes.module.ts',
    );
    expect(byPackage.length).toBeGreaterThan(0);
    expect(byPath.length).toBeGreaterThan(0);
  }, 30_000);

  it('stops the web app importing server code, ours or a server package', async () => {
    const ours = await boundaryErrors("import { ServiceClient } from '@lieux/messaging';\nexport const leak = ServiceClient;\n", 'web/src/main.tsx');
    const framework = await boundaryErrors("import { Controller } from '@nestjs/common';\nexport const leak = Controller;\n", 'web/src/main.tsx');
    expect(ours.length).toBeGreaterThan(0);
    expect(framework.length).toBeGreaterThan(0);
  });

  it('keeps the test fixtures out of production code, and lets tests use them', async () => {
    const code = "import { createTestDatabase } from '@lieux/testing';\nexport const fixture = createTestDatabase;\n";
    expect((await boundaryErrors(code, 'services/venues/src/venues.module.ts')).length).toBeGreaterThan(0);
    expect(await boundaryErrors(code, 'services/venues/src/categories/app/list-categories.integration-spec.ts')).toEqual([]);
  });

  it('lets the services send mail through @lieux/mail, and not the web app nor the contracts', async () => {
    const code = "import { passwordResetMail } from '@lieux/mail';\nexport const template = passwordResetMail;\n";
    expect(await boundaryErrors(code, 'services/auth/src/auth.module.ts')).toEqual([]);
    expect((await boundaryErrors(code, 'web/src/main.tsx')).length).toBeGreaterThan(0);
    expect((await boundaryErrors(code, 'libs/contracts/src/index.ts')).length).toBeGreaterThan(0);
  });

  it('lets services, the gateway and the web app use the contracts', async () => {
    const code = "import { RPC } from '@lieux/contracts';\nexport const subject = RPC.categoriesList;\n";
    expect(await boundaryErrors(code, 'services/votes/src/votes.module.ts')).toEqual([]);
    expect(await boundaryErrors(code, 'gateway/src/main.ts')).toEqual([]);
    expect(await boundaryErrors(code, 'web/src/main.tsx')).toEqual([]);
  });
  it('keeps the database out of the gateway and out of the messaging and platform libraries', async () => {
    const orm = "import { MikroORM } from '@mikro-orm/postgresql';\nexport const leak = MikroORM;\n";
    const driver = "import pg from 'pg';\nexport const leak = pg;\n";
    const persistence = "import { DatabaseModule } from '@lieux/persistence';\nexport const leak = DatabaseModule;\n";
    const kit = "import { ServiceModule } from '@lieux/service-kit';\nexport const leak = ServiceModule;\n";
    for (const code of [orm, driver, persistence, kit]) {
      expect((await boundaryErrors(code, 'gateway/src/gateway.module.ts')).length).toBeGreaterThan(0);
      expect((await boundaryErrors(code, 'libs/messaging/src/index.ts')).length).toBeGreaterThan(0);
      expect((await boundaryErrors(code, 'libs/platform/src/index.ts')).length).toBeGreaterThan(0);
    }
    expect(await boundaryErrors(persistence, 'services/venues/src/venues.module.ts')).toEqual([]);
    expect(await boundaryErrors(kit, 'services/venues/src/venues.module.ts')).toEqual([]);
  }, 30_000);

  it('keeps NATS out of the platform library', async () => {
    const code = "import { connect } from '@nats-io/transport-node';\nexport const leak = connect;\n";
    expect((await boundaryErrors(code, 'libs/platform/src/index.ts')).length).toBeGreaterThan(0);
    expect(await boundaryErrors(code, 'libs/messaging/src/index.ts')).toEqual([]);
  });
});

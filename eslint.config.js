// One lint run for the whole workspace. Its main job is the architecture (STYLE.md §9): Nx project
// tags decide who may import whom, so a service cannot import another service and the web app
// cannot import server code.
import nx from '@nx/eslint-plugin';

// Apps are not libraries: nothing imports a service, the gateway or the web app. Nx does not map
// these package names to projects (they export nothing), so no-restricted-imports bans them by name.
const APPS = ['@lieux/*-service', '@lieux/gateway', '@lieux/web'];
const appImportBan = {
  group: APPS,
  message: 'Apps talk over NATS and HTTP, never by import: put shared code in libs/ (contracts, platform, messaging, persistence, service-kit).',
};
const SERVER_PACKAGES = ['nodemailer', '@nestjs/*', '@mikro-orm/*', '@nats-io/*', 'bullmq', 'ioredis', 'pg', 'pino', 'argon2', 'fastify', '@fastify/*'];

/** What only a service (through @lieux/persistence and @lieux/service-kit) may load. */
const DATABASE_PACKAGES = ['@mikro-orm/*', 'pg', 'pg-*', '@lieux/persistence', '@lieux/service-kit'];

const TEST_FILES = ['**/*.spec.ts', '**/*.spec.tsx', '**/*.integration-spec.ts', '**/*.e2e-spec.ts', '**/*.e2e-helpers.ts', '**/src/**/test/**/*.ts'];

/** Who may import whom, by Nx project tag (docs/architecture.md, "Import rules"). */
function boundaries({ testing }) {
  const fixtures = testing ? ['type:testing'] : [];
  return {
    enforceBuildableLibDependency: false,
    allowCircularSelfDependency: false,
    depConstraints: [
      { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [], bannedExternalImports: SERVER_PACKAGES },
      // Config, logs, health, process start: no broker, no database.
      { sourceTag: 'type:platform', onlyDependOnLibsWithTags: ['type:contracts', ...fixtures], bannedExternalImports: [...DATABASE_PACKAGES, '@nats-io/*', 'bullmq'] },
      // NATS request-reply and JetStream: no database (the outbox and inbox are the service kit's).
      { sourceTag: 'type:messaging', onlyDependOnLibsWithTags: ['type:contracts', 'type:platform', ...fixtures], bannedExternalImports: DATABASE_PACKAGES },
      { sourceTag: 'type:persistence', onlyDependOnLibsWithTags: ['type:contracts', 'type:platform', ...fixtures], bannedExternalImports: ['@nats-io/*'] },
      // The kit's mail outbox and relay send through @lieux/mail.
      { sourceTag: 'type:service-kit', onlyDependOnLibsWithTags: ['type:contracts', 'type:platform', 'type:messaging', 'type:persistence', 'type:mail', ...fixtures] },
      // Mail (nodemailer over SMTP_URL, templates): for the services; never the web app nor the contracts.
      { sourceTag: 'type:mail', onlyDependOnLibsWithTags: ['type:contracts', 'type:platform', ...fixtures], bannedExternalImports: [...DATABASE_PACKAGES, '@nats-io/*'] },
      { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:contracts', 'type:platform', 'type:messaging', 'type:persistence', 'type:service-kit'] },
      {
        sourceTag: 'scope:service',
        onlyDependOnLibsWithTags: ['type:contracts', 'type:platform', 'type:messaging', 'type:persistence', 'type:service-kit', 'type:mail', ...fixtures],
      },
      // The gateway never touches a database (DESIGN.md rule 3): no persistence, no ORM, no pg.
      {
        sourceTag: 'scope:gateway',
        onlyDependOnLibsWithTags: ['type:contracts', 'type:platform', 'type:messaging', ...fixtures],
        bannedExternalImports: [...DATABASE_PACKAGES, 'bullmq'],
      },
      { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['type:contracts', ...fixtures], bannedExternalImports: SERVER_PACKAGES },
    ],
  };
}

export default [
  { ignores: ['**/dist/**', '**/node_modules/**', 'tmp/**', '.nx/**', '**/*.d.mts', 'coverage/**'] },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      // Config classes annotate their fields on purpose: class-transformer reads the emitted types.
      '@typescript-eslint/no-inferrable-types': ['error', { ignoreParameters: false, ignoreProperties: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'no-restricted-imports': ['error', { patterns: [appImportBan] }],
      '@nx/enforce-module-boundaries': ['error', boundaries({ testing: false })],
    },
  },
  {
    // Tests (and their helpers) may use the fixtures of libs/testing; production code may not.
    // A failed `!` in a test fails the test, which is what it should do.
    files: TEST_FILES,
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@nx/enforce-module-boundaries': ['error', boundaries({ testing: true })],
    },
  },
];

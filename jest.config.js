// Three tiers (and the chaos run), named by suffix (docs/testing.md): *.spec.ts pure and fast, *.integration-spec.ts
// against real PostgreSQL/Redis/NATS, *.e2e-spec.ts through the running gateway and in Chromium.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: false,
        react: { runtime: 'automatic' },
      },
      target: 'es2023',
      // `import manifest from './x.json' with { type: 'json' }` reaches Jest's ESM loader intact.
      experimental: { keepImportAttributes: true },
    },
    module: { type: 'es6' },
  },
];

const common = {
  rootDir: import.meta.dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc },
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: {
    // Browser tests' launcher: its own entry, so the other tiers never load playwright.
    '^@lieux/testing/browser$': '<rootDir>/libs/testing/src/e2e/browser.ts',
    '^@lieux/testing/e2e$': '<rootDir>/libs/testing/src/e2e/e2e-client.ts',
    '^@lieux/(contracts|platform|messaging|persistence|service-kit|testing|mail)$': '<rootDir>/libs/$1/src/index.ts',
    // The server-side entry of the contracts: the DTO classes (libs/contracts/package.json "exports").
    '^@lieux/contracts/dto$': '<rootDir>/libs/contracts/src/dto/index.ts',
    // Every language's place names (the servers') and each translation alone (the web's catalogue).
    '^@lieux/contracts/(place-names(?:\\.en|\\.ar)?)$': '<rootDir>/libs/contracts/src/i18n/$1.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
};

// Timeouts are per tier on the command line (package.json, infra/scripts/test.mjs): Jest reads
// testTimeout only at the top level.
export default {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.spec.tsx'] },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/**/*.integration-spec.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/libs/testing/src/e2e/global-setup.mjs',
      globalTeardown: '<rootDir>/libs/testing/src/e2e/global-teardown.mjs',
    },
    // `npm run chaos` only (docs/reliability.md): it restarts the machine's NATS, Redis and PostgreSQL.
    { ...common, displayName: 'chaos', testMatch: ['<rootDir>/**/*.chaos-spec.ts'] },
  ],
};

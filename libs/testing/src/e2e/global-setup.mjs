import { startE2eStack } from './e2e-stack.mjs';

/** Starts the built platform once for every *.e2e-spec.ts (npm test builds it first). */
export default async function globalSetup() {
  globalThis.__LIEUX_E2E__ = await startE2eStack();
}

import { stopE2eStack } from './e2e-stack.mjs';

export default async function globalTeardown() {
  if (globalThis.__LIEUX_E2E__) await stopE2eStack(globalThis.__LIEUX_E2E__);
}

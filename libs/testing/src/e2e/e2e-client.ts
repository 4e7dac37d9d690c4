/**
 * What an e2e test file needs from the stack the global setup started (e2e-stack.mjs): its settings,
 * handed over in environment variables, and its control endpoint, which stops and starts one process.
 */
export function e2eSetting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through \`npm run test:e2e\`.`);
  return value;
}

/**
 * Stops or starts one process of the stack (`controlProcess('stop', 'venues')`); it stays so until told
 * otherwise. `kill` stops it with SIGKILL, as a crash would: nothing of its own shutdown runs.
 */
export async function controlProcess(action: 'stop' | 'start' | 'kill', processName: string): Promise<void> {
  const response = await fetch(`${e2eSetting('E2E_CONTROL_URL')}/${action}/${processName}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${action} ${processName}: ${await response.text()}`);
}

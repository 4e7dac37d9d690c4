/**
 * The wire subject of a request: the contract's subject (`RPC.x.subject`) behind the process's
 * NATS_SUBJECT_PREFIX. Read when the handler is declared, so the prefix must be in the environment
 * before start-up.
 */
export function rpcSubject(subject: string, prefix: string = process.env.NATS_SUBJECT_PREFIX ?? ''): string {
  return `${prefix}${subject}`;
}

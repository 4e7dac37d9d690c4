import { isErrorCode, RPC_SUBJECTS } from '@lieux/contracts';
import { rpcClientDuration, rpcServerDuration, subjectLabel } from '@lieux/platform';

const CATALOGUE = new Set(RPC_SUBJECTS);

/**
 * The subject label of a request: its catalogue subject with the test namespace's prefix stripped
 * (NATS_SUBJECT_PREFIX, read as rpcSubject reads it), `other` outside the catalogue.
 */
export function rpcSubjectLabel(wireSubject: string, subjectPrefix = process.env.NATS_SUBJECT_PREFIX ?? ''): string {
  return subjectLabel(wireSubject, CATALOGUE, subjectPrefix);
}

/** A failure's error code when it carries one of the catalogue (RpcFailure does), `internal_error` otherwise. */
function outcomeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && isErrorCode(code) ? code : 'internal_error';
}

/** Times one request sent (the gateway's ServiceClient); the outcome is `ok` or the failure's error code. */
export async function observeRpcClient<T>(subject: string, send: () => Promise<T>): Promise<T> {
  const stop = rpcClientDuration.startTimer({ subject: rpcSubjectLabel(subject, '') });
  try {
    const reply = await send();
    stop({ outcome: 'ok' });
    return reply;
  } catch (error) {
    stop({ outcome: outcomeOf(error) });
    throw error;
  }
}

/** A server answers a fixed set of subjects: each one's label is worked out once. */
const serverLabels = new Map<string, string>();

/** Records one request a service answered (`code` undefined: it succeeded). */
export function observeRpcServer(wireSubject: string, code: string | undefined, elapsedMs: number): void {
  let subject = serverLabels.get(wireSubject);
  if (subject === undefined) {
    subject = rpcSubjectLabel(wireSubject);
    serverLabels.set(wireSubject, subject);
  }
  rpcServerDuration.observe({ subject, outcome: code ?? 'ok' }, elapsedMs / 1000);
}

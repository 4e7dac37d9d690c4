/**
 * The error code a failing call ends with (`DomainException`, `RpcFailure`: both carry `code`), or
 * undefined when it succeeds: `expect(await failureCode(call())).toBe('email_taken')`. Anything
 * without a code is rethrown, so a bug is not taken for the expected refusal.
 */
export async function failureCode(work: Promise<unknown> | (() => unknown)): Promise<string | undefined> {
  try {
    await (typeof work === 'function' ? work() : work);
    return undefined;
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string') return code;
    throw error;
  }
}

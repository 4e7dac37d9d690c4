/** One thing a process needs before it can take traffic; `probe` rejects when it is not there. */
export interface ReadinessCheck {
  key: string;
  probe(): Promise<void>;
}

export const READINESS_CHECKS = Symbol('READINESS_CHECKS');

export interface CheckOutcome {
  status: 'up' | 'down';
  message?: string;
}

/** Runs one check; a failure is an outcome to report, never an exception. */
export async function runCheck(check: ReadinessCheck): Promise<CheckOutcome> {
  try {
    await check.probe();
    return { status: 'up' };
  } catch (error) {
    return { status: 'down', message: error instanceof Error ? error.message : String(error) };
  }
}

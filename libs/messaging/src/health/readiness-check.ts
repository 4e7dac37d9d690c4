/** One thing a process needs before it can take traffic; `probe` rejects when it is not there. */
export interface ReadinessCheck {
  key: string;
  probe(): Promise<void>;
}

export const READINESS_CHECKS = Symbol('READINESS_CHECKS');

import type { SecurityLog, SignInFailure } from '../app/security-log.js';

/** The security log without a database, for the use cases' unit tests. */
export class InMemorySecurityLog implements SecurityLog {
  readonly failures: SignInFailure[] = [];

  async recordFailure(failure: SignInFailure): Promise<void> {
    this.failures.push(failure);
  }
}

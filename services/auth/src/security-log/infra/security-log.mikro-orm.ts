import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { SECURITY_LOG_RETENTION_DAYS, type SecurityLog, type SignInFailure } from '../app/security-log.js';
import { SignInFailureEntity } from './sign-in-failure.entity.js';

export const SECURITY_LOG_LOGGER = Symbol('SecurityLogLogger');

/** Each failure is one row of auth.sign_in_failures, and one `security event` log line for the operators' tools. */
@Injectable()
export class MikroOrmSecurityLog implements SecurityLog {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(SECURITY_LOG_LOGGER) private readonly logger: Logger,
  ) {}

  async recordFailure(failure: SignInFailure): Promise<void> {
    // Its own insert, outside whatever the caller does: a refused sign-in changes nothing else.
    await this.em.fork().insert(SignInFailureEntity, { id: randomUUID(), ...failure });
    this.logger.warn({ security: 'sign-in-refused', email: failure.email, userId: failure.userId, ip: failure.ip, reason: failure.reason }, 'security event');
  }
}

/** How often the pruner looks for lines older than a year. */
const PRUNE_INTERVAL_MS = 6 * 60 * 60_000;

/**
 * Deletes security-log lines older than SECURITY_LOG_RETENTION_DAYS (the legal pages' one year), at
 * start-up and every 6 hours; every replica may run it (a delete by date is idempotent).
 */
@Injectable()
export class SecurityLogPruner implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(SECURITY_LOG_LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    const run = () => void this.prune().catch((error: unknown) => this.logger.warn({ err: error }, 'security log pruning failed, retrying later'));
    run();
    this.timer = setInterval(run, PRUNE_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Deletes what is past the retention; returns how many lines went. */
  async prune(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - SECURITY_LOG_RETENTION_DAYS * 86_400_000);
    return this.em.fork().nativeDelete(SignInFailureEntity, { occurredAt: { $lt: before } });
  }
}

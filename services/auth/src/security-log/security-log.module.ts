import { Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { SERVICE_LOGGER } from '@lieux/service-kit';
import { SECURITY_LOG } from './app/security-log.js';
import { MikroOrmSecurityLog, SECURITY_LOG_LOGGER, SecurityLogPruner } from './infra/security-log.mikro-orm.js';
import { SignInFailureEntity } from './infra/sign-in-failure.entity.js';

/** The security log of refused sign-ins (auth.sign_in_failures), kept one year. The users feature records into it. */
@Module({
  providers: [
    { provide: SECURITY_LOG, useClass: MikroOrmSecurityLog },
    SecurityLogPruner,
    { provide: SECURITY_LOG_LOGGER, inject: [SERVICE_LOGGER], useFactory: (logger: Logger) => logger.child({ context: 'SecurityLog' }) },
  ],
  exports: [SECURITY_LOG, SecurityLogPruner],
})
export class SecurityLogModule {
  static readonly entities = [SignInFailureEntity];
}

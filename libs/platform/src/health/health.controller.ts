import { Controller, Get, Inject, SetMetadata } from '@nestjs/common';
import { HealthCheck, HealthCheckService, HealthIndicatorService, type HealthIndicatorResult } from '@nestjs/terminus';
import { READINESS_CHECKS, runCheck, type ReadinessCheck } from './readiness-check.js';
import { processShutdown } from '../shutdown/shutdown-state.js';

/**
 * Who may call the probes, in the gateway's OpenAPI document (`x-access`, the authorization matrix):
 * anyone, as the kubelet does. Written as @nestjs/swagger's `ApiExtension` writes it (its metadata key),
 * so this library, shared with services that publish no OpenAPI, does not depend on swagger.
 */
const PUBLIC_PROBE = SetMetadata('swagger/apiExtension', { 'x-access': { who: 'anyone' } });

/**
 * Liveness says the process answers at all (restart it otherwise); readiness says its dependencies
 * answer too (send it traffic only then).
 */
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    @Inject(READINESS_CHECKS) private readonly checks: ReadinessCheck[],
  ) {}

  @Get('live')
  @HealthCheck()
  @PUBLIC_PROBE
  live() {
    return this.health.check([]);
  }

  @Get('ready')
  @HealthCheck()
  @PUBLIC_PROBE
  ready() {
    // A process told to stop is not ready whatever its dependencies say (graceful-shutdown.ts).
    return this.health.check([processShutdown.readinessCheck, ...this.checks].map((check) => () => this.run(check)));
  }

  private async run(check: ReadinessCheck): Promise<HealthIndicatorResult> {
    const session = this.indicators.check(check.key);
    const outcome = await runCheck(check);
    return outcome.status === 'up' ? session.up() : session.down({ message: outcome.message ?? '' });
  }
}

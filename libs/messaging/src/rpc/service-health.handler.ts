import { Controller, Inject, type Type } from '@nestjs/common';
import { RPC, type HealthReply, type ServiceName } from '@lieux/contracts';
import { RpcHandler } from './rpc-handler.decorator.js';
import { READINESS_CHECKS, runCheck, type ReadinessCheck } from '@lieux/platform';

/** Runs every readiness check and reports each one, failures included, without throwing. */
export async function collectHealth(service: string, checks: ReadinessCheck[]): Promise<HealthReply> {
  const results = await Promise.all(checks.map(async (check) => [check.key, await runCheck(check)] as const));
  return {
    service,
    status: results.every(([, result]) => result.status === 'up') ? 'ok' : 'error',
    checks: Object.fromEntries(results),
  };
}

/**
 * The service's answer to `<service>.health.check` over NATS, so the gateway can report the state
 * of the whole platform. The subject depends on the service, hence a class made per service.
 */
export function createServiceHealthHandler(service: ServiceName): Type {
  @Controller()
  class ServiceHealthHandler {
    constructor(@Inject(READINESS_CHECKS) private readonly checks: ReadinessCheck[]) {}

    @RpcHandler(RPC.healthCheck[service])
    check(): Promise<HealthReply> {
      return collectHealth(service, this.checks);
    }
  }
  return ServiceHealthHandler;
}

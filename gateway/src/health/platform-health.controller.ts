import { Controller, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API, RPC, SERVICE_NAMES, type HealthReply, type PlatformHealth, type ServiceName } from '@lieux/contracts';
import { RpcFailure, ServiceClient, type RpcCallContext } from '@lieux/messaging';
import { CallContext } from '../actor/call-context.decorator.js';
import { ApiRoute } from '../http/api-route.decorator.js';

/**
 * Asks every service over NATS how it is. Unlike the gateway's own readiness, this does not decide
 * whether the gateway takes traffic: a service down makes the platform degraded, not the gateway.
 */
@ApiTags('health')
@Controller()
export class PlatformHealthController {
  constructor(@Inject(ServiceClient) private readonly services: ServiceClient) {}

  @ApiRoute(API.health.services, {
    summary: 'État de chaque service (Postgres, NATS, Redis), interrogé via NATS',
    description: '`status` vaut `degraded` dès qu’un service ne répond pas ou signale une panne.',
  })
  async platform(@CallContext() context: RpcCallContext): Promise<PlatformHealth> {
    const replies = await Promise.all(SERVICE_NAMES.map((service) => this.ask(service, context)));
    const services = Object.fromEntries(replies.map((reply) => [reply.service, reply])) as Record<ServiceName, HealthReply>;
    return { status: replies.every((reply) => reply.status === 'ok') ? 'ok' : 'degraded', services };
  }

  private async ask(service: ServiceName, context: RpcCallContext): Promise<HealthReply> {
    try {
      return await this.services.request(RPC.healthCheck[service], {}, context);
    } catch (error) {
      const reason = error instanceof RpcFailure ? error.code : 'internal_error';
      return { service, status: 'error', checks: { nats: { status: 'down', message: reason } } };
    }
  }
}

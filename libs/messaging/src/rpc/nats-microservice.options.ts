import { Transport, type NatsOptions } from '@nestjs/microservices';

/**
 * A service answers requests in a queue group named after itself, so replicas share the load and
 * each request is answered once.
 */
export function natsMicroserviceOptions(service: string, natsUrl: string): NatsOptions {
  return {
    transport: Transport.NATS,
    options: { servers: [natsUrl], queue: service, name: service, maxReconnectAttempts: -1, reconnectTimeWait: 500 },
  };
}

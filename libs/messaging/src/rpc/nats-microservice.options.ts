import { Transport, type NatsOptions } from '@nestjs/microservices';

/** A NATS connection of Nest's transport that keeps trying when the server goes away. */
export function natsClientOptions(name: string, natsUrl: string): NatsOptions {
  return {
    transport: Transport.NATS,
    options: { servers: [natsUrl], name, maxReconnectAttempts: -1, reconnectTimeWait: 500 },
  };
}

/**
 * A service answers requests in a queue group named after itself, so replicas share the load and
 * each request is answered once.
 */
export function natsMicroserviceOptions(service: string, natsUrl: string): NatsOptions {
  const client = natsClientOptions(service, natsUrl);
  return { ...client, options: { ...client.options, queue: service } };
}

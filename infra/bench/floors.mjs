// The two floors every endpoint is compared with (DESIGN.md, "Performance targets"), each run as its
// own process so its CPU can be read like a service's:
//   node floors.mjs fastify <port> <body-file>                  (a) bare Fastify serving the bytes
//   node floors.mjs responder <nats-url> <subject> <body-file>  bare NATS responder of the bytes
//   node floors.mjs relay <port> <nats-url> <subject>           (b) bare Fastify → raw NATS request
// Each prints "ready" on stdout once it serves.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { connect } from '@nats-io/transport-node';

const [role, ...args] = process.argv.slice(2);

async function serve(port, handler) {
  const app = Fastify({ logger: false });
  app.get('/', handler);
  await app.listen({ port: Number(port), host: '127.0.0.1' });
}

if (role === 'fastify') {
  const [port, bodyFile] = args;
  const body = readFileSync(bodyFile);
  await serve(port, (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
} else if (role === 'responder') {
  const [url, subject, bodyFile] = args;
  const body = readFileSync(bodyFile);
  const nc = await connect({ servers: [url] });
  nc.subscribe(subject, { queue: 'floor', callback: (_error, message) => message.respond(body) });
  await nc.flush();
} else if (role === 'relay') {
  const [port, url, subject] = args;
  // As the gateway's connection (connectNats): no async stack trace captured per request.
  const nc = await connect({ servers: [url], noAsyncTraces: true });
  await serve(port, async (_request, reply) => {
    const answer = await nc.request(subject, undefined, { timeout: 5000 });
    return reply.type('application/json; charset=utf-8').send(Buffer.from(answer.data));
  });
} else {
  throw new Error(`unknown floor ${role}`);
}
console.log('ready');

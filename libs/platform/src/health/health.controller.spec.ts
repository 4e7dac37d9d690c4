import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { HealthModule } from './health.module.js';
import { READINESS_CHECKS, type ReadinessCheck } from './readiness-check.js';
import { processShutdown } from '../shutdown/shutdown-state.js';

// What a load balancer and the kubelet see of a process told to stop (graceful-shutdown.ts): not
// ready any more, still live. Over HTTP, as they ask.

describe('health endpoints of a process told to stop', () => {
  let app: NestFastifyApplication;
  let base: string;

  beforeAll(async () => {
    const up: ReadinessCheck = { key: 'postgres', probe: async () => undefined };
    @Module({ imports: [HealthModule.register({ provide: READINESS_CHECKS, useValue: [up] })] })
    class TestModule {}
    app = await NestFactory.create<NestFastifyApplication>(TestModule, new FastifyAdapter(), { logger: false });
    await app.listen(0, '127.0.0.1');
    base = await app.getUrl();
  });

  afterAll(() => app.close());

  it('answers ready, then 503 naming the shutdown once SIGTERM came, while liveness stays 200', async () => {
    expect((await fetch(`${base}/health/ready`)).status).toBe(200);
    processShutdown.begin('SIGTERM');
    const ready = await fetch(`${base}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'error', error: { shutdown: { status: 'down', message: 'shutting down (SIGTERM)' } }, info: { postgres: { status: 'up' } } });
    expect((await fetch(`${base}/health/live`)).status).toBe(200);
  });
});

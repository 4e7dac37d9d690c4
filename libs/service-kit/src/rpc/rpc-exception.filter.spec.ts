import { ConnectionException } from '@mikro-orm/core';
import { pino } from 'pino';
import { firstValueFrom } from 'rxjs';
import type { ArgumentsHost } from '@nestjs/common';
import { DomainException } from '@lieux/messaging';
import { isDependencyOutage, RpcErrorFilter } from './rpc-exception.filter.js';

const filter = new RpcErrorFilter(pino({ level: 'silent' }));
const host = {} as ArgumentsHost;

async function replyTo(exception: unknown): Promise<unknown> {
  return firstValueFrom(filter.catch(exception, host)).catch((payload: unknown) => payload);
}

describe('RpcErrorFilter', () => {
  it('keeps the code of a known failure', async () => {
    expect(await replyTo(new DomainException('not_found'))).toMatchObject({ code: 'not_found' });
  });

  it('answers service_unavailable when the database is gone, not internal_error', async () => {
    expect(await replyTo(new ConnectionException(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })))).toEqual({
      code: 'service_unavailable',
    });
    expect(await replyTo(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toEqual({
      code: 'service_unavailable',
    });
  });

  it('turns a bug into internal_error with an error id to find the log line', async () => {
    const reply = (await replyTo(new TypeError('x is undefined'))) as { code: string; errorId: string };
    expect(reply.code).toBe('internal_error');
    expect(reply.errorId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('does not take an ordinary error for an outage', () => {
    expect(isDependencyOutage(new Error('duplicate key value violates unique constraint'))).toBe(false);
  });
});

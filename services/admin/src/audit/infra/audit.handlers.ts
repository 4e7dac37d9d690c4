import { Controller, Inject, Injectable } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { MikroORM } from '@mikro-orm/postgresql';
import { RPC, type Actor, type AdminPage, type AuditEntryRow, type AuditListRequest, type EventMap } from '@lieux/contracts';
import { CurrentActor, RpcHandler } from '@lieux/messaging';
import { OnEvent, type EventHandlerContext } from '@lieux/service-kit';
import { ListAuditUseCase } from '../app/list-audit.usecase.js';
import { PostgresAuditLog } from './audit-log.postgres.js';

/**
 * Every service's `audit.recorded` (the admin service's own included) becomes one entry of the log,
 * in the event's transaction; a redelivery finds the inbox row, and a re-publication the entry id.
 */
@Injectable()
export class AuditEventsHandler {
  @OnEvent('audit.recorded')
  async onAuditRecorded(payload: EventMap['audit.recorded'], { em }: EventHandlerContext<'audit.recorded'>): Promise<void> {
    await new PostgresAuditLog(em).append(payload);
  }
}

/** `admin.audit.list`. No request changes the log: there is none to call. */
@Controller()
export class AuditRpcHandler {
  constructor(@Inject(MikroORM) private readonly orm: MikroORM) {}

  @RpcHandler(RPC.adminAuditList)
  list(@Payload() request: AuditListRequest, @CurrentActor() actor: Actor | undefined): Promise<AdminPage<AuditEntryRow>> {
    return new ListAuditUseCase(new PostgresAuditLog(this.orm.em.fork())).execute(actor, request);
  }
}

import { Body, Controller, Inject, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { adminPageOf, API, RPC, type AdminIncidentDto, type AdminInboxPageDto, type AdminReportDto, type AdminReportRow, type AdminReportsPageDto, type InboxMessageDto, type InboxMessageRow, type UserSummary } from '@lieux/contracts';
import { AdminInboxQueryDto, AdminReportsQueryDto, CloseReportDto, OpenIncidentDto, PostIncidentUpdateDto, ReplyInboxMessageDto, SetInboxStatusDto } from '@lieux/contracts/dto';
import { ServiceClient, type RpcCallContext } from '@lieux/messaging';
import { CallContext } from '../actor/call-context.decorator.js';
import { ApiRoute } from '../http/api-route.decorator.js';
import { summaryOf, userSummaries } from './user-summaries.js';

function reportDto(row: AdminReportRow, users: ReadonlyMap<string, UserSummary>): AdminReportDto {
  const { reporterUserId, closedByUserId, ...report } = row;
  return { ...report, reporter: summaryOf(users, reporterUserId), closedBy: summaryOf(users, closedByUserId) };
}

function inboxDto(row: InboxMessageRow, users: ReadonlyMap<string, UserSummary>): InboxMessageDto {
  return { ...row, replies: row.replies.map(({ sentByUserId, ...reply }) => ({ ...reply, sentBy: summaryOf(users, sentByUserId) })) };
}

const sendersOf = (rows: InboxMessageRow[]) => rows.flatMap((row) => row.replies.map((reply) => reply.sentByUserId));

/**
 * The admin console's desk (issue 14): reports, the inbox of contact messages and GDPR requests, and
 * the status page's incidents. Admins only, here and again in the admin service; user ids become
 * summaries with one lookup per page.
 */
@ApiTags('admin')
@Controller()
export class AdminDeskController {
  constructor(@Inject(ServiceClient) private readonly services: ServiceClient) {}

  @ApiRoute(API.admin.reports, { summary: 'Signalements, les plus récents d’abord, par statut (administrateurs)' })
  async reports(@Query() query: AdminReportsQueryDto, @CallContext() context: RpcCallContext): Promise<AdminReportsPageDto> {
    const page = await this.services.request(RPC.adminReportsList, { ...adminPageOf(query), ...(query.status ? { status: query.status } : {}) }, context);
    const users = await userSummaries(this.services, page.items.flatMap((row) => [row.reporterUserId, row.closedByUserId]), context);
    return { ...page, items: page.items.map((row) => reportDto(row, users)) };
  }

  @ApiRoute(API.admin.resolveReport, { summary: 'Traiter un signalement avec une note (administrateurs) ; 409 s’il est déjà traité' })
  resolveReport(@Param('id') id: string, @Body() body: CloseReportDto, @CallContext() context: RpcCallContext): Promise<AdminReportDto> {
    return this.closeReport(id, 'resolved', body.note, context);
  }

  @ApiRoute(API.admin.dismissReport, { summary: 'Classer un signalement sans suite avec une note (administrateurs) ; 409 s’il est déjà traité' })
  dismissReport(@Param('id') id: string, @Body() body: CloseReportDto, @CallContext() context: RpcCallContext): Promise<AdminReportDto> {
    return this.closeReport(id, 'dismissed', body.note, context);
  }

  @ApiRoute(API.admin.inbox, { summary: 'Messages de contact et demandes RGPD, les plus récents d’abord, par type et statut (administrateurs)' })
  async inbox(@Query() query: AdminInboxQueryDto, @CallContext() context: RpcCallContext): Promise<AdminInboxPageDto> {
    const page = await this.services.request(
      RPC.adminInboxList,
      { ...adminPageOf(query), ...(query.status ? { status: query.status } : {}), ...(query.kind ? { kind: query.kind } : {}) },
      context,
    );
    const users = await userSummaries(this.services, sendersOf(page.items), context);
    return { ...page, items: page.items.map((row) => inboxDto(row, users)) };
  }

  @ApiRoute(API.admin.setInboxStatus, { summary: 'Changer le statut d’un message (administrateurs)' })
  async setInboxStatus(@Param('id') id: string, @Body() body: SetInboxStatusDto, @CallContext() context: RpcCallContext): Promise<InboxMessageDto> {
    return this.withSenders(await this.services.request(RPC.adminInboxSetStatus, { messageId: id, status: body.status }, context), context);
  }

  @ApiRoute(API.admin.replyInbox, { summary: 'Répondre par e-mail à un message (administrateurs) ; le message passe à « answered »' })
  async replyInbox(@Param('id') id: string, @Body() body: ReplyInboxMessageDto, @CallContext() context: RpcCallContext): Promise<InboxMessageDto> {
    return this.withSenders(await this.services.request(RPC.adminInboxReply, { messageId: id, body: body.body }, context), context);
  }

  @ApiRoute(API.admin.incidents, { summary: 'Tous les incidents de la page /statut, les plus récents d’abord (administrateurs)' })
  incidents(@CallContext() context: RpcCallContext): Promise<AdminIncidentDto[]> {
    return this.services.request(RPC.adminIncidentsList, {}, context);
  }

  @ApiRoute(API.admin.openIncident, { summary: 'Ouvrir un incident ; les abonnés confirmés sont prévenus par e-mail (administrateurs)' })
  openIncident(@Body() body: OpenIncidentDto, @CallContext() context: RpcCallContext): Promise<AdminIncidentDto> {
    return this.services.request(RPC.adminIncidentOpen, { title: body.title, impact: body.impact, status: body.status, message: body.message }, context);
  }

  @ApiRoute(API.admin.postIncidentUpdate, {
    summary: 'Publier une mise à jour d’incident ; « resolved » le résout (administrateurs)',
    description: 'Chaque abonné confirmé reçoit la mise à jour par e-mail. Un incident résolu : 409 `incident_already_resolved`.',
  })
  postIncidentUpdate(@Param('id') id: string, @Body() body: PostIncidentUpdateDto, @CallContext() context: RpcCallContext): Promise<AdminIncidentDto> {
    return this.services.request(RPC.adminIncidentPostUpdate, { incidentId: id, status: body.status, message: body.message }, context);
  }

  private async closeReport(id: string, outcome: 'resolved' | 'dismissed', note: string, context: RpcCallContext): Promise<AdminReportDto> {
    const row = await this.services.request(RPC.adminReportClose, { reportId: id, outcome, note }, context);
    return reportDto(row, await userSummaries(this.services, [row.reporterUserId, row.closedByUserId], context));
  }

  private async withSenders(row: InboxMessageRow, context: RpcCallContext): Promise<InboxMessageDto> {
    return inboxDto(row, await userSummaries(this.services, sendersOf([row]), context));
  }
}

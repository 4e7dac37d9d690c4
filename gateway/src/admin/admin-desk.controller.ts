import { Body, Controller, Inject, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API, RPC, type AdminReportDto, type AdminReportRow, type AdminReportsPageDto, type UserSummary } from '@lieux/contracts';
import { AdminReportsQueryDto, CloseReportDto } from '@lieux/contracts/dto';
import { ServiceClient, type RpcCallContext } from '@lieux/messaging';
import { Allow } from '../actor/allow.decorator.js';
import { CallContext } from '../actor/call-context.decorator.js';
import { ApiRoute } from '../http/api-route.decorator.js';
import { adminPage } from './admin-page.js';
import { summaryOf, userSummaries } from './user-summaries.js';

function reportDto(row: AdminReportRow, users: ReadonlyMap<string, UserSummary>): AdminReportDto {
  const { reporterUserId, closedByUserId, ...report } = row;
  return { ...report, reporter: summaryOf(users, reporterUserId), closedBy: summaryOf(users, closedByUserId) };
}


/**
 * The admin console's desk (issue 14): reports, the inbox of contact messages and GDPR requests, and
 * the status page's incidents. Admins only, here and again in the admin service; user ids become
 * summaries with one lookup per page.
 */
@ApiTags('admin')
@Controller()
@Allow('admin')
export class AdminDeskController {
  constructor(@Inject(ServiceClient) private readonly services: ServiceClient) {}

  @ApiRoute(API.admin.reports, { summary: 'Signalements, les plus récents d’abord, par statut (administrateurs)' })
  async reports(@Query() query: AdminReportsQueryDto, @CallContext() context: RpcCallContext): Promise<AdminReportsPageDto> {
    const page = await this.services.request(RPC.adminReportsList, { ...adminPage(query), ...(query.status ? { status: query.status } : {}) }, context);
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

  private async closeReport(id: string, outcome: 'resolved' | 'dismissed', note: string, context: RpcCallContext): Promise<AdminReportDto> {
    const row = await this.services.request(RPC.adminReportClose, { reportId: id, outcome, note }, context);
    return reportDto(row, await userSummaries(this.services, [row.reporterUserId, row.closedByUserId], context));
  }
}

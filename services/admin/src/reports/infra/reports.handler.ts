import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RPC, type Actor, type AdminPage, type AdminReportRow, type AdminReportsRequest, type CloseReportRequest, type CreateReportRequest, type ReportDto } from '@lieux/contracts';
import { CurrentActor, RpcHandler } from '@lieux/messaging';
import { CloseReportUseCase, CreateReportUseCase, ListReportsUseCase } from '../app/reports.usecases.js';

@Controller()
export class ReportsHandler {
  constructor(
    @Inject(CreateReportUseCase) private readonly createReport: CreateReportUseCase,
    @Inject(ListReportsUseCase) private readonly listReports: ListReportsUseCase,
    @Inject(CloseReportUseCase) private readonly closeReport: CloseReportUseCase,
  ) {}

  @RpcHandler(RPC.adminReportCreate)
  create(@Payload() request: CreateReportRequest, @CurrentActor() actor: Actor | undefined): Promise<ReportDto> {
    return this.createReport.execute(actor, request);
  }

  @RpcHandler(RPC.adminReportsList)
  list(@Payload() request: AdminReportsRequest, @CurrentActor() actor: Actor | undefined): Promise<AdminPage<AdminReportRow>> {
    return this.listReports.execute(actor, request);
  }

  @RpcHandler(RPC.adminReportClose)
  close(@Payload() request: CloseReportRequest, @CurrentActor() actor: Actor | undefined): Promise<AdminReportRow> {
    return this.closeReport.execute(actor, request);
  }
}

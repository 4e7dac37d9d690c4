import { Controller, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { API, type SiteInfoDto } from '@lieux/contracts';
import { ApiRoute } from '../http/api-route.decorator.js';

export const SITE_INFO = Symbol('SiteInfo');

/** The footer's facts (city, country, contact e-mail and phone, social links) from the gateway's SITE_* settings. */
@ApiTags('site')
@Controller()
export class SiteController {
  constructor(@Inject(SITE_INFO) private readonly info: SiteInfoDto) {}

  @ApiRoute(API.site.info, { summary: 'Coordonnées affichées dans le pied de page (configuration)' })
  show(@Res({ passthrough: true }) reply: FastifyReply): SiteInfoDto {
    // Settings change only with a deployment: browsers and proxies may keep them five minutes.
    void reply.header('cache-control', 'public, max-age=300');
    return this.info;
  }
}

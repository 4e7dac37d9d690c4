import { Controller, Inject, Param, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API, AUTH_MESSAGES, RPC, type LoginResultDto, type MessageDto, type TestMeDto } from '@lieux/contracts';
import { ServiceClient, type RpcCallContext } from '@lieux/messaging';
import { CallContext } from '../actor/call-context.decorator.js';
import { ApiRoute } from '../http/api-route.decorator.js';
import { SessionSignIn } from '../session/session-sign-in.js';

/**
 * The test-roles page's sign-in as a seeded test user of each role (TEST_USERS). Registered only where
 * test roles are enabled (`testRolesEnabled`): elsewhere these paths are 404, and the auth service
 * refuses the call too.
 */
@ApiTags('test-roles')
@Controller()
export class TestRolesController {
  constructor(
    @Inject(ServiceClient) private readonly services: ServiceClient,
    @Inject(SessionSignIn) private readonly sessions: SessionSignIn,
  ) {}

  @ApiRoute(API.testRoles.me, { summary: 'Mode test : l’utilisateur connecté (null sinon)' })
  async me(@Req() request: FastifyRequest): Promise<TestMeDto> {
    return { user: await this.sessions.userOf(request) };
  }

  @ApiRoute(API.testRoles.login, { summary: 'Mode test : se connecter comme un utilisateur test' })
  async login(
    @Param('id') id: string,
    @CallContext() context: RpcCallContext,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResultDto> {
    const user = await this.services.request(RPC.authTestUser, { userId: id }, context);
    await this.sessions.signIn(request, reply, user);
    return { message: AUTH_MESSAGES.signedIn, user };
  }

  @ApiRoute(API.testRoles.logout, { summary: 'Mode test : se déconnecter' })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<MessageDto> {
    await this.sessions.signOut(request, reply);
    return { message: AUTH_MESSAGES.signedOut };
  }
}

import { Body, Controller, Inject, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { adminPageOf, API, RPC, type AdminUserDto, type AdminUsersPageDto } from '@lieux/contracts';
import { AdminUsersQueryDto, ChangeUserPlanDto, ChangeUserRoleDto, SuspendUserDto } from '@lieux/contracts/dto';
import { ServiceClient, type RpcCallContext } from '@lieux/messaging';
import { CallContext } from '../actor/call-context.decorator.js';
import { ApiRoute } from '../http/api-route.decorator.js';
import { uuidOr404 } from '../http/uuid.js';
import { SessionStore } from '../session/session.store.js';

/**
 * The admin console's users tab (issue 14), answered by the auth service. Admins only, here and again
 * in the service; never on one's own account (409 `admin_self_action`). Role and plan changes reach
 * the user's sessions by their events (`session-access.listener.ts`); a suspension ends them at once,
 * here from the reply and in every gateway on `user.suspended`.
 */
@ApiTags('admin')
@Controller()
export class AdminUsersController {
  constructor(
    @Inject(ServiceClient) private readonly services: ServiceClient,
    @Inject(SessionStore) private readonly sessions: SessionStore,
  ) {}

  @ApiRoute(API.admin.users, {
    summary: 'Tous les comptes, les plus récents d’abord (administrateurs)',
    description: 'Recherche `q` dans l’e-mail, le prénom et le nom ; filtres `role` et `status` (active, suspended) ; pages de 8 par défaut.',
  })
  list(@Query() query: AdminUsersQueryDto, @CallContext() context: RpcCallContext): Promise<AdminUsersPageDto> {
    return this.services.request(
      RPC.authAdminUsersList,
      { ...adminPageOf(query), ...(query.q ? { q: query.q } : {}), ...(query.role ? { role: query.role } : {}), ...(query.status ? { status: query.status } : {}) },
      context,
    );
  }

  @ApiRoute(API.admin.changeRole, { summary: 'Changer le rôle d’un compte (administrateurs)', description: 'Même rôle : 409 `user_role_unchanged`. Les sessions du compte suivent.' })
  changeRole(@Param('id') id: string, @Body() body: ChangeUserRoleDto, @CallContext() context: RpcCallContext): Promise<AdminUserDto> {
    return this.services.request(RPC.authAdminChangeRole, { userId: uuidOr404(id, 'user_not_found'), role: body.role, ...(body.reason ? { reason: body.reason } : {}) }, context);
  }

  @ApiRoute(API.admin.changePlan, { summary: 'Changer la formule d’un compte (administrateurs)', description: 'Même formule : 409 `user_plan_unchanged`. Les sessions du compte suivent.' })
  changePlan(@Param('id') id: string, @Body() body: ChangeUserPlanDto, @CallContext() context: RpcCallContext): Promise<AdminUserDto> {
    return this.services.request(RPC.authAdminChangePlan, { userId: uuidOr404(id, 'user_not_found'), plan: body.plan, ...(body.reason ? { reason: body.reason } : {}) }, context);
  }

  @ApiRoute(API.admin.suspendUser, {
    summary: 'Suspendre un compte (administrateurs) : ses sessions sont fermées, il ne peut plus se connecter',
    description: 'Motif obligatoire (5 à 500 caractères). Déjà suspendu : 409 `user_already_suspended`. Sa connexion répond 403 `account_suspended` jusqu’au rétablissement.',
  })
  async suspend(@Param('id') id: string, @Body() body: SuspendUserDto, @CallContext() context: RpcCallContext): Promise<AdminUserDto> {
    const user = await this.services.request(RPC.authAdminSuspend, { userId: uuidOr404(id, 'user_not_found'), reason: body.reason }, context);
    // At once, whatever the event's way: every gateway does it again on `user.suspended`.
    await this.sessions.destroyAllOf(user.id);
    return user;
  }

  @ApiRoute(API.admin.restoreUser, { summary: 'Rétablir un compte suspendu (administrateurs)', description: 'Compte non suspendu : 409 `user_not_suspended`.' })
  restore(@Param('id') id: string, @CallContext() context: RpcCallContext): Promise<AdminUserDto> {
    return this.services.request(RPC.authAdminRestore, { userId: uuidOr404(id, 'user_not_found') }, context);
  }
}

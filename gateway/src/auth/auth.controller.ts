import { Body, Controller, Get, HttpCode, Inject, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API, AUTH_MESSAGES, RPC, type AccountExportDto, type AuthStatusDto, type LoginResultDto, type MessageDto, type UserDto } from '@lieux/contracts';
import { ChangePasswordDto, ConfirmEmailDto, ResendEmailConfirmationDto, DeleteAccountDto, ForgotPasswordDto, LoginDto, ResetPasswordDto, SignupDto, UpdateProfileDto } from '@lieux/contracts/dto';
import { RpcFailure, ServiceClient, type RpcCallContext } from '@lieux/messaging';
import { CallContext } from '../actor/call-context.decorator.js';
import { ApiRoute } from '../http/api-route.decorator.js';
import { SessionSignIn } from '../session/session-sign-in.js';
import { SessionStore } from '../session/session.store.js';
import { exportAccount } from './account-export.js';
import { LoginThrottle } from './login-throttle.js';
import { refuseIfLimited } from './rate-limited.js';
import { PasswordResetQuota, SignupQuota } from './signup-quota.js';
import { NavigationAccess } from '../actor/navigation-access.decorator.js';

/**
 * Sign-up, sign-in, status and sign-out. The auth service checks accounts and passwords; the
 * sessions are the gateway's (Redis), so no other request needs to ask the auth service who calls.
 */
@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    @Inject(ServiceClient) private readonly services: ServiceClient,
    @Inject(SessionSignIn) private readonly sessions: SessionSignIn,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @Inject(SignupQuota) private readonly signups: SignupQuota,
    @Inject(SessionStore) private readonly store: SessionStore,
    @Inject(PasswordResetQuota) private readonly resetRequests: PasswordResetQuota,
  ) {}

  @ApiRoute(API.auth.signup, {
    summary: 'Créer un compte (consommateur, ou commerçant avec role=merchant) et être connecté ; un mail de bienvenue porte le lien de confirmation',
    description:
      'Mot de passe courant ou facile à deviner : 400 `password_too_weak`. Les votes du compte comptent en public une fois l’adresse confirmée (docs/votes.md). Au-delà de SIGNUP_LIMIT_PER_IP_PER_HOUR tentatives par adresse IP et par heure : 429 `rate_limited` avec Retry-After.',
  })
  async signup(
    @Body() body: SignupDto,
    @CallContext() context: RpcCallContext,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageDto> {
    refuseIfLimited(reply, await this.signups.take(request.ip));
    const { email, password, firstName, lastName } = body;
    const user = await this.services.request(RPC.authRegister, { email, password, firstName, lastName, role: body.role ?? 'consumer', ...(body.locale ? { locale: body.locale } : {}) }, context);
    await this.sessions.signIn(request, reply, user);
    return { message: AUTH_MESSAGES.signedUp };
  }

  @ApiRoute(API.auth.loginLocal, {
    summary: 'Se connecter avec son email et son mot de passe',
    description: 'Trop d’échecs (par adresse IP, par compte, par compte et adresse) : 429 `rate_limited` avec Retry-After.',
  })
  async login(
    @Body() body: LoginDto,
    @CallContext() context: RpcCallContext,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResultDto> {
    refuseIfLimited(reply, await this.throttle.retryAfterSeconds(body.email, request.ip));
    let user: UserDto;
    try {
      user = await this.services.request(RPC.authVerifyCredentials, { email: body.email, password: body.password, ip: request.ip }, context);
    } catch (error) {
      if (error instanceof RpcFailure && error.code === 'invalid_credentials') await this.throttle.recordFailure(body.email, request.ip);
      throw error;
    }
    await this.throttle.recordSuccess(body.email, request.ip);
    await this.sessions.signIn(request, reply, user);
    return { message: AUTH_MESSAGES.signedIn, user };
  }

  @ApiRoute(API.auth.status, { summary: 'Qui est connecté (user est null sinon)' })
  async status(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AuthStatusDto> {
    void reply.header('cache-control', 'no-store');
    const user = await this.sessions.userOf(request);
    return { user, isAuthenticated: user !== null };
  }

  @ApiRoute(API.auth.logout, { summary: 'Se déconnecter (termine la session)' })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<MessageDto> {
    await this.sessions.signOut(request, reply);
    return { message: AUTH_MESSAGES.signedOut };
  }

  @ApiRoute(API.auth.changePassword, { summary: 'Changer son mot de passe : les autres sessions sont fermées' })
  async changePassword(
    @Body() body: ChangePasswordDto,
    @CallContext() context: RpcCallContext,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageDto> {
    const user = await this.services.request(RPC.authChangePassword, { currentPassword: body.currentPassword, newPassword: body.newPassword }, context);
    await this.sessions.signInAlone(request, reply, user);
    return { message: AUTH_MESSAGES.passwordChanged };
  }

  @ApiRoute(API.auth.forgotPassword, {
    summary: 'Mot de passe oublié : envoie un lien de réinitialisation (valable une heure, un seul usage)',
    description:
      'Toujours 202 avec le même message, qu’un compte ait cet email ou non. Au-delà de PASSWORD_RESET_LIMIT_PER_IP_PER_HOUR demandes par adresse IP et par heure : 429 `rate_limited` avec Retry-After.',
  })
  async forgotPassword(
    @Body() body: ForgotPasswordDto,
    @CallContext() context: RpcCallContext,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageDto> {
    refuseIfLimited(reply, await this.resetRequests.take(request.ip));
    await this.services.request(RPC.authRequestPasswordReset, { email: body.email, ...(body.locale ? { locale: body.locale } : {}) }, context);
    return { message: AUTH_MESSAGES.passwordResetRequested };
  }

  @ApiRoute(API.auth.resetPassword, {
    summary: 'Choisir un nouveau mot de passe avec le lien reçu : toutes les sessions sont fermées',
    description: 'Lien inconnu ou déjà utilisé : 400 `reset_token_invalid` ; expiré : 400 `reset_token_expired`. Les échecs de connexion du compte sont remis à zéro.',
  })
  async resetPassword(@Body() body: ResetPasswordDto, @CallContext() context: RpcCallContext, @Req() request: FastifyRequest): Promise<MessageDto> {
    const { userId, email } = await this.services.request(RPC.authResetPassword, { token: body.token, password: body.password }, context);
    await this.store.destroyAllOf(userId);
    await this.throttle.clearAccount(email, request.ip);
    return { message: AUTH_MESSAGES.passwordReset };
  }

  @ApiRoute(API.auth.confirmEmail, {
    summary: 'Confirmer son adresse email avec le lien du mail de bienvenue (un seul usage, 3 jours) : les votes du compte comptent alors en public',
    description: 'Lien inconnu : 400 `email_confirmation_invalid` ; expiré : 400 `email_confirmation_expired`. Un lien déjà suivi d’une adresse confirmée répond comme un succès. Toutes les sessions du compte voient l’adresse confirmée.',
  })
  async confirmEmail(@Body() body: ConfirmEmailDto, @CallContext() context: RpcCallContext): Promise<MessageDto> {
    const user = await this.services.request(RPC.authConfirmEmail, { token: body.token }, context);
    // Every session of the person (this browser or another) shows the address confirmed at once.
    await this.store.replaceUser(user);
    return { message: AUTH_MESSAGES.emailConfirmed };
  }

  @ApiRoute(API.auth.resendEmailConfirmation, {
    summary: 'Recevoir à nouveau le lien de confirmation de son adresse email (page Mon compte)',
    description: 'Adresse déjà confirmée : 202 sans mail. Compté avec les demandes de mot de passe oublié (PASSWORD_RESET_LIMIT_PER_IP_PER_HOUR par adresse IP et par heure) : 429 `rate_limited` au-delà.',
  })
  async resendEmailConfirmation(
    @Body() body: ResendEmailConfirmationDto,
    @CallContext() context: RpcCallContext,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageDto> {
    // Each resend is a mail: the same per-address limit as the reset links keeps it from being a mail cannon.
    refuseIfLimited(reply, await this.resetRequests.take(request.ip));
    const { sent } = await this.services.request(RPC.authResendEmailConfirmation, body.locale ? { locale: body.locale } : {}, context);
    return { message: sent ? AUTH_MESSAGES.emailConfirmationSent : AUTH_MESSAGES.emailAlreadyConfirmed };
  }

  @ApiRoute(API.auth.updateProfile, { summary: 'Modifier son prénom et son nom' })
  async updateProfile(@Body() body: UpdateProfileDto, @CallContext() context: RpcCallContext): Promise<UserDto> {
    const user = await this.services.request(RPC.authUpdateProfile, { firstName: body.firstName, lastName: body.lastName }, context);
    await this.store.replaceUser(user);
    return user;
  }

  @ApiRoute(API.auth.exportData, {
    summary: 'Télécharger mes données (JSON)',
    description: 'Le compte, les votes et favoris (avec le nom des lieux), les lieux créés avec leurs photos et la description de leurs pièces, les comptes sociaux connectés (sans jetons), les messages au support. Tout ou rien : 503 si un service ne répond pas.',
  })
  async exportData(@CallContext() context: RpcCallContext, @Res({ passthrough: true }) reply: FastifyReply): Promise<AccountExportDto> {
    const data = await exportAccount(this.services, context, new Date());
    void reply.header('content-disposition', 'attachment; filename="lieux-mes-donnees.json"').header('cache-control', 'no-store');
    return data;
  }

  @ApiRoute(API.auth.deleteAccount, { summary: 'Supprimer son compte et ses données personnelles (mot de passe requis)' })
  async deleteAccount(
    @Body() body: DeleteAccountDto,
    @CallContext() context: RpcCallContext,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageDto> {
    const { userId } = await this.services.request(RPC.authDeleteAccount, { password: body.password }, context);
    await this.store.destroyAllOf(userId);
    await this.sessions.signOut(request, reply);
    return { message: AUTH_MESSAGES.accountDeleted };
  }

  @ApiRoute(API.auth.becomeMerchant, {
    summary: 'Devenir commerçant : le compte consommateur connecté devient un compte commerçant',
    description: 'Consommateurs seulement (403 sinon). Publie user.role-changed ; toutes les sessions de l’utilisateur ont aussitôt le rôle merchant.',
  })
  async becomeMerchant(@CallContext() context: RpcCallContext): Promise<LoginResultDto> {
    const user = await this.services.request(RPC.authBecomeMerchant, {}, context);
    // The event does the same for every gateway; this browser must see its new role in this very answer.
    await this.store.replaceUser(user);
    return { message: AUTH_MESSAGES.becameMerchant, user };
  }

  /** A browser navigation (the avatar menu's link), not a JSON call: ends the session and goes home. */
  @Get('logout')
  @HttpCode(302)
  @NavigationAccess('anyone')
  @ApiOperation({ summary: 'Se déconnecter depuis un lien : termine la session, redirige vers /' })
  async logoutNavigation(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.sessions.signOut(request, reply);
    void reply.header('location', '/');
  }
}

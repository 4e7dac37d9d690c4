import { Type } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { SUBSCRIPTION_PLANS, USER_ROLES, type SubscriptionPlan, type UserRole } from '../actor/actor.js';
import { VALIDATION_MESSAGES } from '../validation/messages.js';
import { SUPPORTED_LOCALES, type Locale } from '../i18n/locales.js';
import { MailRecipientDto } from '../dto/mail-recipient.dto.js';
import { SIGNUP_ROLES, type SignupRole } from './auth.rpc.js';
import { ExportedFavoriteDto, ExportedVoteDto } from '../votes/votes.dto.js';
import { ExportedConnectionDto, ExportedSupportMessageDto, ExportedVenueDto } from '../account/account-export.dto.js';


/** argon2 hashes any length; a bound keeps a huge password from costing the server. */
const PASSWORD_MAX = 256;
const NAME_MAX = 100;

/** Several property decorators as one. */
function rules(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

/** A first or last name: 2 to 100 characters, with the spec's message for too short. */
const NameRule = (tooShort: string) => rules(IsString({ message: tooShort }), MinLength(2, { message: tooShort }), MaxLength(NAME_MAX, { message: VALIDATION_MESSAGES.nameMax }));

/** A password at login, sign-up or change: at least 8 characters (spec section 5). */
const PasswordRule = () =>
  rules(IsString({ message: VALIDATION_MESSAGES.passwordMin }), MinLength(8, { message: VALIDATION_MESSAGES.passwordMin }), MaxLength(PASSWORD_MAX, { message: VALIDATION_MESSAGES.passwordMax }));

/** A password being proved (current password): only required. */
const GivenPasswordRule = () =>
  rules(IsString({ message: VALIDATION_MESSAGES.passwordRequired }), MinLength(1, { message: VALIDATION_MESSAGES.passwordRequired }), MaxLength(PASSWORD_MAX, { message: VALIDATION_MESSAGES.passwordMax }));

/** `POST /api/auth/login-local` (spec section 5: the login form). */
export class LoginDto {
  @IsEmail({}, { message: VALIDATION_MESSAGES.invalidEmail })
  @MaxLength(254, { message: VALIDATION_MESSAGES.invalidEmail })
  @JSONSchema({ example: 'salma@example.ma' })
  email!: string;

  @PasswordRule()
  @JSONSchema({ example: 'motdepasse' })
  password!: string;
}

/** `POST /api/auth/signup` (spec section 5). `role` is the business page's: `merchant`; default `consumer`. */
export class SignupDto extends LoginDto {
  @NameRule(VALIDATION_MESSAGES.firstNameMin)
  @JSONSchema({ example: 'Salma' })
  firstName!: string;

  @NameRule(VALIDATION_MESSAGES.lastNameMin)
  @JSONSchema({ example: 'Bennani' })
  lastName!: string;

  @IsOptional()
  @IsIn(SIGNUP_ROLES, { message: VALIDATION_MESSAGES.signupRole })
  @JSONSchema({ description: 'merchant depuis la page commerçants ; consumer par défaut', example: 'consumer' })
  role?: SignupRole;

  @IsOptional()
  @IsIn(SUPPORTED_LOCALES, { message: VALIDATION_MESSAGES.invalidLocale })
  @JSONSchema({ description: 'La langue du mail de bienvenue (celle de la page) ; fr par défaut', example: 'fr' })
  locale?: Locale;
}

/** A user as the API shows it (spec section 3): never the password hash. */
export class UserDto {
  @IsString()
  @JSONSchema({ format: 'uuid' })
  id!: string;

  @IsString()
  firstName!: string;

  @IsString()
  lastName!: string;

  @IsString()
  email!: string;

  @IsIn(USER_ROLES)
  role!: UserRole;

  @IsOptional()
  @IsString()
  @JSONSchema({ description: 'null : pas de photo', type: ['string', 'null'] })
  profileImageUrl!: string | null;

  @IsIn(SUBSCRIPTION_PLANS)
  subscription!: SubscriptionPlan;

  @IsString()
  @JSONSchema({ format: 'date-time' })
  createdAt!: string;

  /** Issue 30 §9: the welcome mail's link was followed (or the identity provider vouched for the address). Votes count in public only then. */
  @IsBoolean()
  emailConfirmed!: boolean;
}

/** `GET /api/auth/status`: `user` is null when signed out. */
export class AuthStatusDto {
  @IsOptional()
  @ValidateNested()
  @Type(() => UserDto)
  @JSONSchema({ description: 'null quand personne n’est connecté' })
  user!: UserDto | null;

  @IsBoolean()
  isAuthenticated!: boolean;
}

/** A French sentence to show as is. */
export class MessageDto {
  @IsString()
  @JSONSchema({ example: 'Compte créé avec succès !' })
  message!: string;
}

/** `POST /api/auth/login-local`. */
export class LoginResultDto extends MessageDto {
  @ValidateNested()
  @Type(() => UserDto)
  user!: UserDto;
}

/** `GET /api/test/me`: the signed-in user, or null. */
export class TestMeDto {
  @IsOptional()
  @ValidateNested()
  @Type(() => UserDto)
  @JSONSchema({ description: 'null quand personne n’est connecté' })
  user!: UserDto | null;
}

/** `POST /api/auth/change-password` (the account page): every other session of the user ends. */
export class ChangePasswordDto {
  @GivenPasswordRule()
  currentPassword!: string;

  @PasswordRule()
  newPassword!: string;
}

/** `PATCH /api/auth/me` (the account page): first and last name. */
export class UpdateProfileDto {
  @NameRule(VALIDATION_MESSAGES.firstNameMin)
  firstName!: string;

  @NameRule(VALIDATION_MESSAGES.lastNameMin)
  lastName!: string;
}

/** `POST /api/auth/delete-account`: the password again, so a borrowed session cannot delete the account. */
export class DeleteAccountDto {
  @GivenPasswordRule()
  password!: string;
}

/** `POST /api/auth/forgot-password`: the answer is the same whether an account has this e-mail or not. */
export class ForgotPasswordDto extends MailRecipientDto {}

/** `POST /api/auth/confirm-email`: the token of the welcome mail's link (issue 30 §9). */
export class ConfirmEmailDto {
  @IsString({ message: VALIDATION_MESSAGES.confirmationTokenRequired })
  @MinLength(1, { message: VALIDATION_MESSAGES.confirmationTokenRequired })
  @MaxLength(128, { message: VALIDATION_MESSAGES.confirmationTokenRequired })
  token!: string;
}

/** `POST /api/auth/confirm-email/resend` (the account page): a new link, in the page's language. */
export class ResendEmailConfirmationDto {
  @IsOptional()
  @IsIn(SUPPORTED_LOCALES, { message: VALIDATION_MESSAGES.invalidLocale })
  @JSONSchema({ description: 'La langue du mail (celle de la page) ; fr par défaut', example: 'fr' })
  locale?: Locale;
}

/** `POST /api/auth/reset-password`: the token of the mailed link and the new password. */
export class ResetPasswordDto {
  @IsString({ message: VALIDATION_MESSAGES.resetTokenRequired })
  @MinLength(1, { message: VALIDATION_MESSAGES.resetTokenRequired })
  @MaxLength(128, { message: VALIDATION_MESSAGES.resetTokenRequired })
  token!: string;

  @PasswordRule()
  @JSONSchema({ example: 'nouveaumotdepasse' })
  password!: string;
}

/** `GET /api/auth/me/export` (the account page, GDPR): what the platform keeps about the user. */
export class AccountExportDto {
  @IsString()
  @JSONSchema({ format: 'date-time' })
  exportedAt!: string;

  @ValidateNested()
  @Type(() => UserDto)
  user!: UserDto;

  @ValidateNested({ each: true })
  @Type(() => ExportedVoteDto)
  @JSONSchema({ description: 'ses votes (value 0 : vote retiré), le plus récent d’abord' })
  votes!: ExportedVoteDto[];

  @ValidateNested({ each: true })
  @Type(() => ExportedFavoriteDto)
  @JSONSchema({ description: 'ses favoris, le plus récent d’abord' })
  favorites!: ExportedFavoriteDto[];

  @ValidateNested({ each: true })
  @Type(() => ExportedVenueDto)
  @JSONSchema({ description: 'les lieux qu’il a créés (commerçant), avec leurs photos et la description de leurs pièces de vérification' })
  venues!: ExportedVenueDto[];

  @ValidateNested({ each: true })
  @Type(() => ExportedConnectionDto)
  @JSONSchema({ description: 'ses comptes de réseaux sociaux connectés, sans leurs jetons' })
  connections!: ExportedConnectionDto[];

  @ValidateNested({ each: true })
  @Type(() => ExportedSupportMessageDto)
  @JSONSchema({ description: 'ses messages au support (envoyés depuis l’adresse du compte) et les réponses, le plus récent d’abord' })
  supportMessages!: ExportedSupportMessageDto[];
}

/** `GET /api/auth/providers`: which ways to sign in this platform offers besides e-mail and password. */
export class AuthProvidersDto {
  @IsBoolean()
  @JSONSchema({ description: 'true quand un fournisseur OpenID Connect est configuré (OIDC_ISSUER…) : /api/login y mène' })
  externalSignIn!: boolean;
}

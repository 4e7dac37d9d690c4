import { Type } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { SUBSCRIPTION_PLANS, USER_ROLES, type SubscriptionPlan, type UserRole } from '../actor/actor.js';
import { VALIDATION_MESSAGES } from '../validation/messages.js';
import { SIGNUP_ROLES, type SignupRole } from './auth.rpc.js';


/** argon2 hashes any length; a bound keeps a huge password from costing the server. */
const PASSWORD_MAX = 256;
const NAME_MAX = 100;

/** `POST /api/auth/login-local` (spec section 5: the login form). */
export class LoginDto {
  @IsEmail({}, { message: VALIDATION_MESSAGES.invalidEmail })
  @MaxLength(254, { message: VALIDATION_MESSAGES.invalidEmail })
  @JSONSchema({ example: 'salma@example.ma' })
  email!: string;

  @IsString({ message: VALIDATION_MESSAGES.passwordMin })
  @MinLength(8, { message: VALIDATION_MESSAGES.passwordMin })
  @MaxLength(PASSWORD_MAX, { message: VALIDATION_MESSAGES.passwordMax })
  @JSONSchema({ example: 'motdepasse' })
  password!: string;
}

/** `POST /api/auth/signup` (spec section 5). `role` is the business page's: `merchant`; default `consumer`. */
export class SignupDto extends LoginDto {
  @IsString({ message: VALIDATION_MESSAGES.firstNameMin })
  @MinLength(2, { message: VALIDATION_MESSAGES.firstNameMin })
  @MaxLength(NAME_MAX, { message: VALIDATION_MESSAGES.nameMax })
  @JSONSchema({ example: 'Salma' })
  firstName!: string;

  @IsString({ message: VALIDATION_MESSAGES.lastNameMin })
  @MinLength(2, { message: VALIDATION_MESSAGES.lastNameMin })
  @MaxLength(NAME_MAX, { message: VALIDATION_MESSAGES.nameMax })
  @JSONSchema({ example: 'Bennani' })
  lastName!: string;

  @IsOptional()
  @IsIn(SIGNUP_ROLES, { message: VALIDATION_MESSAGES.signupRole })
  @JSONSchema({ description: 'merchant depuis la page commerçants ; consumer par défaut', example: 'consumer' })
  role?: SignupRole;
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
  @IsString({ message: VALIDATION_MESSAGES.passwordRequired })
  @MinLength(1, { message: VALIDATION_MESSAGES.passwordRequired })
  @MaxLength(PASSWORD_MAX, { message: VALIDATION_MESSAGES.passwordMax })
  currentPassword!: string;

  @IsString({ message: VALIDATION_MESSAGES.passwordMin })
  @MinLength(8, { message: VALIDATION_MESSAGES.passwordMin })
  @MaxLength(PASSWORD_MAX, { message: VALIDATION_MESSAGES.passwordMax })
  newPassword!: string;
}

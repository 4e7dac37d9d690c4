import { Entity } from '@mikro-orm/decorators/legacy';
import { SingleUseTokenEntity } from './single-use-token.entity.js';

/** A password-reset token: its SHA-256 only, never the token the mail carried. */
@Entity({ tableName: 'password_reset_tokens' })
export class PasswordResetTokenEntity extends SingleUseTokenEntity {}

import { Entity } from '@mikro-orm/decorators/legacy';
import { SingleUseTokenEntity } from './single-use-token.entity.js';

/** An e-mail confirmation token (issue 30 §9): its SHA-256 only, never the token the mail carried. */
@Entity({ tableName: 'email_confirmation_tokens' })
export class EmailConfirmationTokenEntity extends SingleUseTokenEntity {}

import { IsEmail, IsIn, IsOptional, MaxLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { SUPPORTED_LOCALES, type Locale } from '../i18n/locales.js';
import { VALIDATION_MESSAGES } from '../validation/messages.js';

/** Someone a form asks the platform to mail (a reset link, status alerts): the address and the mails' language. */
export class MailRecipientDto {
  @IsEmail({}, { message: VALIDATION_MESSAGES.invalidEmail })
  @MaxLength(254, { message: VALIDATION_MESSAGES.invalidEmail })
  @JSONSchema({ example: 'salma@example.ma' })
  email!: string;

  @IsOptional()
  @IsIn(SUPPORTED_LOCALES, { message: VALIDATION_MESSAGES.invalidLocale })
  @JSONSchema({ description: 'La langue des mails (celle de la page) ; fr par défaut', example: 'fr' })
  locale?: Locale;
}

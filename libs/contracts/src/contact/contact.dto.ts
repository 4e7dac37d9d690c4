import { IsEmail, IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { SUPPORTED_LOCALES, type Locale } from '../i18n/locales.js';
import { VALIDATION_MESSAGES } from '../validation/messages.js';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_SUBJECTS, GDPR_REQUEST_TYPES, type ContactSubject, type GdprRequestType } from './contact-subjects.js';

/** `POST /api/contact`: the contact form, and the GDPR request form (subject `gdpr` + `requestType`). */
export class ContactDto {
  @IsString({ message: VALIDATION_MESSAGES.firstNameMin })
  @MinLength(2, { message: VALIDATION_MESSAGES.firstNameMin })
  @MaxLength(100, { message: VALIDATION_MESSAGES.nameMax })
  @JSONSchema({ example: 'Salma' })
  firstName!: string;

  @IsString({ message: VALIDATION_MESSAGES.lastNameMin })
  @MinLength(2, { message: VALIDATION_MESSAGES.lastNameMin })
  @MaxLength(100, { message: VALIDATION_MESSAGES.nameMax })
  @JSONSchema({ example: 'Bennani' })
  lastName!: string;

  @IsEmail({}, { message: VALIDATION_MESSAGES.invalidEmail })
  @MaxLength(254, { message: VALIDATION_MESSAGES.invalidEmail })
  @JSONSchema({ example: 'salma@example.ma' })
  email!: string;

  @IsIn(CONTACT_SUBJECTS, { message: VALIDATION_MESSAGES.contactSubject })
  @JSONSchema({ example: 'support' })
  subject!: ContactSubject;

  @IsString({ message: VALIDATION_MESSAGES.contactMessageMin })
  @MinLength(CONTACT_MESSAGE_MIN, { message: VALIDATION_MESSAGES.contactMessageMin })
  @MaxLength(CONTACT_MESSAGE_MAX, { message: VALIDATION_MESSAGES.contactMessageMax })
  @JSONSchema({ example: 'Bonjour, je n’arrive pas à revendiquer mon café à Rabat.' })
  message!: string;

  @ValidateIf((dto: ContactDto) => dto.subject === 'gdpr' || dto.requestType !== undefined)
  @IsIn(GDPR_REQUEST_TYPES, { message: VALIDATION_MESSAGES.gdprRequestType })
  @JSONSchema({ description: 'Obligatoire avec subject=gdpr : access, rectification, erasure, limitation, opposition ou portability' })
  requestType?: GdprRequestType;

  /** A field people do not see: a bot that fills it is answered as if sent, and nothing is stored. */
  @IsOptional()
  @IsString()
  @MaxLength(500)
  @JSONSchema({ description: 'Champ piège invisible : doit rester vide' })
  website?: string;

  @IsOptional()
  @IsIn(SUPPORTED_LOCALES, { message: VALIDATION_MESSAGES.invalidLocale })
  locale?: Locale;
}

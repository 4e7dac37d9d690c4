import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ERROR_CODES, type ErrorCode } from './error-codes.js';

/** One invalid field of a request body or query, with the French message to show beside it. */
export class FieldError {
  @IsString()
  @JSONSchema({ example: 'name' })
  field!: string;

  @IsString({ each: true })
  @JSONSchema({ example: ['Le nom doit contenir au moins 2 caractères'] })
  messages!: string[];
}

/** The body of every non-2xx answer of the REST API. */
export class ApiErrorBody {
  @IsString()
  @JSONSchema({ description: 'En français, à montrer tel quel', example: 'Ressource introuvable.' })
  message!: string;

  @IsIn(ERROR_CODES)
  code!: ErrorCode;

  /** Present on `validation_failed`: which fields are wrong and why. */
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => FieldError)
  @JSONSchema({ description: 'Avec `validation_failed` : les champs invalides' })
  errors?: FieldError[];

  /** Present on `internal_error`: quote it to support, it finds the log line. */
  @IsOptional()
  @IsString()
  @JSONSchema({ description: 'Avec `internal_error` : à citer au support' })
  errorId?: string;
}

import 'reflect-metadata';
import { IsString, MinLength } from 'class-validator';
import type { ArgumentMetadata } from '@nestjs/common';
import { VALIDATION_MESSAGES } from '@lieux/contracts';
import { ApiException } from './api-exception.js';
import { createValidationPipe } from './validation.pipe.js';

class ExampleBody {
  @IsString()
  @MinLength(2, { message: VALIDATION_MESSAGES.venueNameMin })
  name!: string;
}

const metadata: ArgumentMetadata = { type: 'body', metatype: ExampleBody };

async function failureOf(value: unknown): Promise<ApiException> {
  try {
    await createValidationPipe().transform(value, metadata);
  } catch (error) {
    if (error instanceof ApiException) return error;
    throw error;
  }
  throw new Error('the pipe accepted the value');
}

describe('the global validation pipe', () => {
  it("returns the DTO's French message for a wrong field", async () => {
    const failure = await failureOf({ name: 'A' });
    expect(failure.code).toBe('validation_failed');
    expect(failure.errors).toEqual([{ field: 'name', messages: ['Le nom doit contenir au moins 2 caractères'] }]);
  });

  it('refuses unknown fields, in French', async () => {
    const failure = await failureOf({ name: 'Dar Yacout', isAdmin: true });
    expect(failure.errors).toEqual([{ field: 'isAdmin', messages: ["Ce champ n'est pas attendu"] }]);
  });

  it('never shows class-validator’s English default: a rule without a message of its own says « Valeur invalide »', async () => {
    // `name` as a number: IsString has no message here, MinLength has the DTO's.
    const failure = await failureOf({ name: 4 });
    expect(failure.errors).toEqual([{ field: 'name', messages: expect.arrayContaining(['Valeur invalide', 'Le nom doit contenir au moins 2 caractères']) }]);
    expect(failure.errors?.[0]?.messages).toHaveLength(2);
  });

  it('passes a valid body through as the DTO class', async () => {
    const value = await createValidationPipe().transform({ name: 'Dar Yacout' }, metadata);
    expect(value).toBeInstanceOf(ExampleBody);
    expect(value).toEqual({ name: 'Dar Yacout' });
  });
});

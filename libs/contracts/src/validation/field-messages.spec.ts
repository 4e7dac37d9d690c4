import { getMetadataStorage } from 'class-validator';
import { DTO_CLASSES } from '../dto/index.js';
import { ERROR_CATALOGUE } from '../errors/error-codes.js';
import { allLocalizedMessages, FIELD_MESSAGE_SETS, fieldMessageIn, fieldTextsByFrench } from './field-messages.js';
import { VALIDATION_MESSAGES, VALIDATION_TRANSLATIONS } from './messages.js';

/** Every message a DTO gives class-validator, by the DTO and property it is on. */
function dtoMessages(): Array<{ where: string; message: string }> {
  const storage = getMetadataStorage();
  return Object.entries(DTO_CLASSES).flatMap(([name, target]) =>
    storage
      .getTargetValidationMetadatas(target, '', true, false)
      // class-validator's own templates ("nested property $property must be…") are never shown: the
      // gateway answers VALIDATION_MESSAGES.invalidValue instead (gateway/src/http/validation.pipe.ts).
      .filter((metadata) => typeof metadata.message === 'string' && !metadata.message.includes('$property'))
      .map((metadata) => ({ where: `${name}.${metadata.propertyName}`, message: metadata.message as string })),
  );
}

const ARABIC_LETTER = /[\u0621-\u064A]/;

describe('field messages in every language', () => {
  it('knows every message a DTO can answer, so no field error stays French for an English or Arabic reader', () => {
    const known = fieldTextsByFrench();
    const messages = dtoMessages();
    expect(messages.length).toBeGreaterThan(100);
    expect(messages.filter(({ message }) => !known.has(message))).toEqual([]);
  });

  it('gives one French text one translation, wherever it is defined', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const text of allLocalizedMessages()) {
      const translations = `${text.en} | ${text.ar}`;
      if (seen.has(text.fr) && seen.get(text.fr) !== translations) clashes.push(`${text.fr}: ${seen.get(text.fr)} ≠ ${translations}`);
      seen.set(text.fr, translations);
    }
    expect(clashes).toEqual([]);
  });

  it('writes every English and Arabic text out (Arabic in Arabic script, English not left in French)', () => {
    for (const [messages, translations] of FIELD_MESSAGE_SETS) expect(Object.keys(translations).sort()).toEqual(Object.keys(messages).sort());
    for (const text of allLocalizedMessages()) {
      expect(text.en.trim()).not.toBe('');
      expect(text.en).not.toBe(text.fr);
      expect(text.ar).toMatch(ARABIC_LETTER);
    }
  });

  it('answers a field message in the language asked, the French exactly as the spec words it', () => {
    expect(VALIDATION_MESSAGES.venueNameMin).toBe('Le nom doit contenir au moins 2 caractères');
    expect(VALIDATION_MESSAGES.invalidEmail).toBe('Email invalide');
    expect(fieldMessageIn(VALIDATION_MESSAGES.invalidEmail, 'fr')).toBe('Email invalide');
    expect(fieldMessageIn(VALIDATION_MESSAGES.invalidEmail, 'en')).toBe('Invalid email');
    expect(fieldMessageIn(VALIDATION_MESSAGES.passwordMin, 'ar')).toBe(VALIDATION_TRANSLATIONS.passwordMin.ar);
    expect(fieldMessageIn(ERROR_CATALOGUE.admin_reason_invalid.message, 'en')).toBe('Give a reason of 5 to 500 characters.');
  });

  it('leaves a text it does not know as it came', () => {
    expect(fieldMessageIn('Un message venu d’ailleurs', 'ar')).toBe('Un message venu d’ailleurs');
  });
});

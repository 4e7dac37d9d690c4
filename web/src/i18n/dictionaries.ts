import type { Locale } from '@lieux/contracts';
import { ar } from './ar';
import { en } from './en';
import { fr } from './fr';

export type MessageKey = keyof typeof fr;
export type Dictionary = Record<MessageKey, string>;

export const DICTIONARIES: Record<Locale, Dictionary> = { fr, en, ar };

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(fr, key);
}

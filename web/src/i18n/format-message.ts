import { Translator, type MessageParams } from './translator';

export type { MessageParams } from './translator';

/**
 * One text with its `{name}` placeholders filled, through the same library as the screens
 * (translator.ts); an unknown placeholder stays as written. For tests and pure rules that read a
 * catalogue file directly.
 */
export function formatMessage(template: string, params?: MessageParams): string {
  return new Translator({ text: template }, 'fr-MA').format('text', params);
}

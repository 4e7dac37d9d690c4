import { useCallback } from 'react';
import { DICTIONARIES, type MessageKey } from './dictionaries';
import { formatMessage, type MessageParams } from './format-message';
import { useLocale } from './use-locale';

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** `const t = useT(); t('home.title')` — the current locale's text, `{name}` placeholders filled. */
export function useT(): Translate {
  const { locale } = useLocale();
  return useCallback(
    (key: MessageKey, params?: MessageParams) => formatMessage(DICTIONARIES[locale][key], params),
    [locale],
  );
}

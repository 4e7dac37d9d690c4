import { createContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@lieux/contracts';

export interface LocaleContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

export const LocaleContext = createContext<LocaleContextValue>({
  locale: DEFAULT_LOCALE,
  setLocale: () => undefined,
});

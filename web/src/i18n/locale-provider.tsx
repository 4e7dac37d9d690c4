import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useDirection } from '@mantine/core';
import { directionOf, type Locale } from '@lieux/contracts';
import { applyDocumentLocale } from './document-locale';
import { LocaleContext } from './locale-context';
import { writeStoredLocale } from './locale-storage';

interface LocaleProviderProps {
  initialLocale: Locale;
  children: ReactNode;
}

/** Holds the current locale; must sit inside Mantine's DirectionProvider, which it keeps in step. */
export function LocaleProvider({ initialLocale, children }: LocaleProviderProps) {
  const [locale, setLocaleState] = useState<Locale>(initialLocale);
  const { setDirection } = useDirection();

  useEffect(() => {
    applyDocumentLocale(locale);
    setDirection(directionOf(locale));
  }, [locale, setDirection]);

  const setLocale = useCallback((next: Locale) => {
    writeStoredLocale(next);
    setLocaleState(next);
  }, []);

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return <LocaleContext value={value}>{children}</LocaleContext>;
}

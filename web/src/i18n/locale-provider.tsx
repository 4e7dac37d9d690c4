import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useDirection } from '@mantine/core';
import { directionOf, type Locale } from '@lieux/contracts';
import { applyDocumentLocale } from './document-locale';
import { LocaleContext } from './locale-context';
import { writeStoredLocale } from './locale-storage';
import { loadMessages } from './message-catalog';

interface LocaleProviderProps {
  /** A locale whose texts `loadMessages` has already fetched (main.tsx). */
  initialLocale: Locale;
  children: ReactNode;
}

/** Holds the current locale; must sit inside Mantine's DirectionProvider, which it keeps in step. */
export function LocaleProvider({ initialLocale, children }: LocaleProviderProps) {
  const [locale, setLocaleState] = useState<Locale>(initialLocale);
  const { setDirection } = useDirection();
  const latestChoice = useRef(0);

  useEffect(() => {
    applyDocumentLocale(locale);
    setDirection(directionOf(locale));
  }, [locale, setDirection]);

  // The chosen language's texts are fetched first, then the page switches all at once. A quicker
  // later choice wins; if the texts cannot be fetched (offline), the page stays as it is.
  const setLocale = useCallback((next: Locale) => {
    const choice = ++latestChoice.current;
    void loadMessages(next).then(
      () => {
        if (choice !== latestChoice.current) return;
        writeStoredLocale(next);
        setLocaleState(next);
      },
      () => undefined,
    );
  }, []);

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return <LocaleContext value={value}>{children}</LocaleContext>;
}

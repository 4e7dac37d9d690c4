import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { pathInLocale } from '@lieux/contracts';
import { useLocale } from './use-locale';

/**
 * Keeps the address bar on the page's address in the reader's language (issue 29 §5): `?lang=en`
 * or `?lang=ar`, none for French. A link inside the app lands on its page in the same language,
 * a change of language changes the address, and an address copied from the bar opens in the
 * language it was read in. Replaces, never pushes: the language is not a step of the history.
 */
export function LocaleAddressSync() {
  const { locale } = useLocale();
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const current = `${pathname}${search}${hash}`;
    const addressed = pathInLocale(current, locale);
    if (addressed !== current) void navigate(addressed, { replace: true, state });
  }, [locale, pathname, search, hash, state, navigate]);

  return null;
}

import { useEffect } from 'react';
import type { MessageKey } from '../i18n/dictionaries';
import { useT } from '../i18n/use-t';

/** Names the browser tab after the screen, in the current language. */
export function useScreenTitle(titleKey: MessageKey): void {
  const t = useT();
  const title = `${t(titleKey)} · ${t('app.name')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

import { useEffect } from 'react';
import { useT } from '../i18n/use-t';

/** Names the browser tab after the screen: `useScreenTitle(t('screenTitle'))`, in the current language. */
export function useScreenTitle(screenTitle: string): void {
  const t = useT();
  const title = `${screenTitle} · ${t('app.name')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

import { NativeSelect } from '@mantine/core';
import { isSupportedLocale, SUPPORTED_LOCALES } from '@lieux/contracts';
import { LOCALE_NAMES } from '../i18n/locale-names';
import { useLocale } from '../i18n/use-locale';
import { useT } from '../i18n/use-t';
import { layoutMessages } from './layout.fr';

function GlobeIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </svg>
  );
}

/**
 * Français / English / العربية, each written in its own language. A native select: keyboard,
 * screen readers and phones handle it natively, and it keeps popover code out of the first load.
 */
export function LanguageSwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const t = useT(layoutMessages);
  const { locale, setLocale } = useLocale();

  return (
    <NativeSelect
      aria-label={t('language.label')}
      value={locale}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isSupportedLocale(next)) setLocale(next);
      }}
      leftSection={<GlobeIcon />}
      variant="filled"
      radius="md"
      w={fullWidth ? '100%' : 150}
      style={{ flexShrink: 0 }}
    >
      {SUPPORTED_LOCALES.map((option) => (
        <option key={option} value={option} lang={option}>
          {LOCALE_NAMES[option]}
        </option>
      ))}
    </NativeSelect>
  );
}

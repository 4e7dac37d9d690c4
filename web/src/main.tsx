import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LOCALE, localeOfQuery, type Locale } from '@lieux/contracts';
import { App } from './app/app';
import { applyDocumentLocale } from './i18n/document-locale';
import { browserLanguages, readStoredLocale } from './i18n/locale-storage';
import { loadMessages } from './i18n/message-catalog';
import { resolveLocale } from './i18n/resolve-locale';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
const root = createRoot(container);

function render(initialLocale: Locale): void {
  // Before the first paint, so an Arabic reader never sees a left-to-right flash.
  applyDocumentLocale(initialLocale);
  root.render(
    <StrictMode>
      <App initialLocale={initialLocale} />
    </StrictMode>,
  );
}

// The address's language (`?lang=ar`, issue 29 §5) wins over the stored choice: a shared link opens
// in the language it was read in, without changing the reader's own choice for their next visit.
const chosen = localeOfQuery(window.location.search) ?? resolveLocale(readStoredLocale(), browserLanguages());
// French is in this chunk; English and Arabic texts are fetched first, so an English or Arabic
// reader sees an empty page for a moment rather than French. Should they fail to arrive (offline,
// a deployment in between), the page opens in French rather than not at all.
void loadMessages(chosen).then(
  () => render(chosen),
  () => render(DEFAULT_LOCALE),
);

import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LOCALE, localeOfQuery, type Locale } from '@lieux/contracts';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { applyDocumentLocale } from './i18n/document-locale';
import { browserLanguages, readStoredLocale } from './i18n/locale-storage';
import { loadMessages } from './i18n/message-catalog';
import { resolveLocale } from './i18n/resolve-locale';
import { readSsrPayload } from './ssr/ssr-payload';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');
const container: HTMLElement = root;

function render(initialLocale: Locale): void {
  // Before the first paint, so an Arabic reader never sees a left-to-right flash.
  applyDocumentLocale(initialLocale);
  createRoot(container).render(
    <StrictMode>
      <App initialLocale={initialLocale} queryClient={createQueryClient()} />
    </StrictMode>,
  );
}

// The address's language (`?lang=ar`, issue 29 §5) wins over the stored choice: a shared link opens
// in the language it was read in, without changing the reader's own choice for their next visit.
const chosen = localeOfQuery(window.location.search) ?? resolveLocale(readStoredLocale(), browserLanguages());
const payload = readSsrPayload();
const serverLocale = document.documentElement.lang;

if (payload && serverLocale === chosen) {
  // A page rendered on the server (ssr/hydrate-server-page.tsx): hydrated in the language it was
  // written in, once that language's texts (French is in this chunk) and the hydration code are here.
  // (A reader whose stored choice the gateway could not read, or whose browser asks another language
  // of an address that names none, gets the page drawn again in it below, as before.)
  void Promise.all([loadMessages(chosen), import('./ssr/hydrate-server-page')]).then(
    ([, { hydrateServerPage }]) => hydrateServerPage(container, payload, chosen),
    () => render(DEFAULT_LOCALE),
  );
} else {
  // French is in this chunk; English and Arabic texts are fetched first, so an English or Arabic
  // reader sees an empty page for a moment rather than French. Should they fail to arrive (offline,
  // a deployment in between), the page opens in French rather than not at all.
  void loadMessages(chosen).then(
    () => render(chosen),
    () => render(DEFAULT_LOCALE),
  );
}

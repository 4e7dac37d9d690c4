import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyDocumentLocale } from './i18n/document-locale';
import { browserLanguages, readStoredLocale } from './i18n/locale-storage';
import { resolveLocale } from './i18n/resolve-locale';

const initialLocale = resolveLocale(readStoredLocale(), browserLanguages());
// Before the first paint, so an Arabic reader never sees a left-to-right flash.
applyDocumentLocale(initialLocale);

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <App initialLocale={initialLocale} />
  </StrictMode>,
);

import { useState } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { directionOf, type Locale } from '@lieux/contracts';
import { LocaleAddressSync } from '../i18n/locale-address-sync';
import { LocaleProvider } from '../i18n/locale-provider';
import { ToastRegion } from '../toasts/toast-region';
import { AppRoutes } from './app-routes';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

/** Providers, outermost first: direction, locale, Mantine theme, server state, toasts, routes. */
export function App({ initialLocale }: { initialLocale: Locale }) {
  const [queryClient] = useState(createQueryClient);

  return (
    <DirectionProvider initialDirection={directionOf(initialLocale)}>
      <LocaleProvider initialLocale={initialLocale}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <QueryClientProvider client={queryClient}>
            <ToastRegion />
            <BrowserRouter>
              <LocaleAddressSync />
              <AppRoutes />
            </BrowserRouter>
          </QueryClientProvider>
        </MantineProvider>
      </LocaleProvider>
    </DirectionProvider>
  );
}

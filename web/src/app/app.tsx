import type { ReactNode } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { directionOf, type Locale } from '@lieux/contracts';
import { LocaleAddressSync } from '../i18n/locale-address-sync';
import { LocaleProvider } from '../i18n/locale-provider';
import { ToastRegion } from '../toasts/toast-region';
import { AppRoutes } from './app-routes';
import { cssVariablesResolver, theme } from './theme';

interface AppProvidersProps {
  initialLocale: Locale;
  queryClient: QueryClient;
  /** The router: the browser's, or the server's for one address (ssr/entry-server.tsx). */
  children: ReactNode;
}

/**
 * Providers, outermost first: direction, locale, Mantine theme, server state, toasts, then the
 * router the caller gives. The browser and the server (ssr/entry-server.tsx) render the same tree,
 * so the server's HTML hydrates without a mismatch.
 */
export function AppProviders({ initialLocale, queryClient, children }: AppProvidersProps) {
  return (
    <DirectionProvider initialDirection={directionOf(initialLocale)}>
      <LocaleProvider initialLocale={initialLocale}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <QueryClientProvider client={queryClient}>
            <ToastRegion />
            {children}
          </QueryClientProvider>
        </MantineProvider>
      </LocaleProvider>
    </DirectionProvider>
  );
}

/** The app's routes under a router (the browser's history, or the server's one address). */
export function RoutedApp() {
  return (
    <>
      <LocaleAddressSync />
      <AppRoutes />
    </>
  );
}

/** The app in the browser. */
export function App(props: Omit<AppProvidersProps, 'children'>) {
  return (
    <AppProviders {...props}>
      <BrowserRouter>
        <RoutedApp />
      </BrowserRouter>
    </AppProviders>
  );
}

import { Alert, Button, Container, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { API } from '@lieux/contracts';
import { apiClient } from '../../api/api-client';
import { ApiRequestError } from '../../api/api-request.error';
import { userFacingError } from '../../api/user-facing-error';
import { ContentHeader } from '../../content/content-header';
import { useLocale } from '../../i18n/use-locale';
import { useT } from '../../i18n/use-t';
import { useScreenTitle } from '../../layout/use-screen-title';
import { IncidentList, ServiceCard, StatusBanner } from './status-parts';
import { STATUS_LINK_ACTIONS } from './status-links';
import { STATUS_REFRESH_MS } from './status-refresh';
import { statusMessages } from './status.fr';

/** `/statut`: measured live by the gateway, with the recorded uptime and incidents; refreshes itself. */
export function StatusPage() {
  const t = useT(statusMessages);
  const { locale } = useLocale();
  useScreenTitle(t('screenTitle'));
  const status = useQuery({
    queryKey: ['status'],
    queryFn: ({ signal }) => apiClient.call(API.status.show, { signal }),
    refetchInterval: STATUS_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
  const data = status.data;

  return (
    <>
      <ContentHeader id="status-title" title={t('screenTitle')} lead={t('lead')} />
      <Container size="md" py="xl">
        <Stack gap="xl">
          <MailedLinkResult />
          {data ? (
            <StatusBanner status={data} t={t} locale={locale} />
          ) : status.isError ? (
            <Alert color="red" role="alert">
              {t('loadFailed')}
            </Alert>
          ) : (
            <Group gap="sm" role="status">
              <Loader size="sm" />
              <Text>{t('loading')}</Text>
            </Group>
          )}
          {data?.history === 'unavailable' ? (
            <Alert color="yellow" role="note">
              {t('historyUnavailable')}
            </Alert>
          ) : null}
          {data ? (
            <section aria-labelledby="status-services-title">
              <Title id="status-services-title" order={2} fz="xl" mb="sm">
                {t('services.title')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {data.services.map((service) => (
                  <ServiceCard key={service.id} service={service} t={t} locale={locale} />
                ))}
              </SimpleGrid>
            </section>
          ) : null}
          {data ? (
            <section aria-labelledby="status-incidents-title">
              <Title id="status-incidents-title" order={2} fz="xl" mb="sm">
                {t('incidents.title')}
              </Title>
              <IncidentList incidents={data.incidents} t={t} locale={locale} />
            </section>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <AlertSubscription />
            <Paper component="section" aria-labelledby="status-report-title" radius="lg" p="lg" bg="terracotta.0">
              <Stack gap="sm" align="flex-start">
                <Title id="status-report-title" order={2} fz="lg">
                  {t('report.title')}
                </Title>
                <Text>{t('report.body')}</Text>
                <Button component={Link} to="/contact">
                  {t('report.action')}
                </Button>
              </Stack>
            </Paper>
          </SimpleGrid>
        </Stack>
      </Container>
    </>
  );
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The e-mail alert subscription: the address, then a confirmation link by mail. */
function AlertSubscription() {
  const t = useT(statusMessages);
  const { locale } = useLocale();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL.test(email.trim())) {
      setFieldError(t('alerts.invalidEmail'));
      return;
    }
    setFieldError(undefined);
    setError(undefined);
    setState('sending');
    try {
      await apiClient.call(API.status.subscribe, { body: { email: email.trim(), locale } });
      setState('sent');
    } catch (failure) {
      setState('idle');
      setError(userFacingError(failure, t('genericError')));
    }
  };

  return (
    <Paper component="section" aria-labelledby="status-alerts-title" withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title id="status-alerts-title" order={2} fz="lg">
          {t('alerts.title')}
        </Title>
        <Text fz="sm">{t('alerts.body')}</Text>
        {state === 'sent' ? (
          <Alert color="teal" role="status">
            {t('alerts.sent')}
          </Alert>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="sm">
              {error ? (
                <Alert color="red" role="alert">
                  {error}
                </Alert>
              ) : null}
              <TextInput id="status-alerts-email" label={t('alerts.email')} type="email" autoComplete="email" dir="ltr" required value={email} error={fieldError} onChange={(event) => setEmail(event.currentTarget.value)} />
              <Button type="submit" loading={state === 'sending'} style={{ alignSelf: 'flex-start' }}>
                {t('alerts.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}

/** A mailed link (confirm, unsubscribe) opened here: sent once, its token then removed from the address. */
function MailedLinkResult() {
  const t = useT(statusMessages);
  const [params, setParams] = useSearchParams();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  useEffect(() => {
    const action = STATUS_LINK_ACTIONS.find(({ param }) => params.get(param));
    if (!action) return;
    const token = params.get(action.param) ?? '';
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(action.param);
      return next;
    }, { replace: true });
    apiClient
      .call(action.route, { body: { token } })
      .then(() => setResult({ ok: true, message: t(action.doneKey) }))
      .catch((failure: unknown) =>
        setResult({ ok: false, message: failure instanceof ApiRequestError && failure.code === 'status_token_invalid' ? t('alerts.linkInvalid') : userFacingError(failure, t('genericError')) }),
      );
  }, [params, setParams, t]);

  return result ? (
    <Alert color={result.ok ? 'teal' : 'red'} role={result.ok ? 'status' : 'alert'}>
      {result.message}
    </Alert>
  ) : null;
}

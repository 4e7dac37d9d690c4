import { Alert, Badge, Button, Container, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { API, CHECKOUT_RETURN_PARAM, PLAN_VENUE_LIMITS, type PlanDto, type SubscriptionPlan } from '@lieux/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { apiClient } from '../../api/api-client';
import { authStatusQueryKey, useAuthStatus } from '../../auth/use-auth-status';
import { userFacingError } from '../../api/user-facing-error';
import { useLocale } from '../../i18n/use-locale';
import { useT } from '../../i18n/use-t';
import { ScreenHeading } from '../../layout/screen-heading';
import { useScreenTitle } from '../../layout/use-screen-title';
import { BackToDashboard } from '../../merchant/back-to-dashboard';
import { merchantQueryKeys, usePlanQuery } from '../../merchant/merchant.queries';
import { QueryView } from '../../merchant/query-view';
import { workspaceMessages } from '../../merchant/workspace.fr';
import { showToast } from '../../toasts/show-toast';
import { ACTION_COLORS } from '../../app/action-colors';

const PLANS: readonly SubscriptionPlan[] = ['free', 'pro'];

/** Once the plan has become Pro (Stripe's webhook), the session's user is read again: the navigation and every screen follow. */
function useSessionFollowsPlan(plan: SubscriptionPlan | undefined) {
  const queryClient = useQueryClient();
  const { user } = useAuthStatus();
  const asked = useRef<SubscriptionPlan | null>(null);
  useEffect(() => {
    if (!plan || !user || user.subscription === plan || asked.current === plan) return;
    asked.current = plan; // once per change: the session is the server's, not re-asked in a loop
    void queryClient.invalidateQueries({ queryKey: authStatusQueryKey });
  }, [plan, user, queryClient]);
}

/**
 * /merchant/upgrade: the plans side by side and a real change — Stripe Checkout when the platform has
 * Stripe, else a request an admin grants, shown as pending (never a pretended success).
 */
export function MerchantUpgradePage() {
  const t = useT(workspaceMessages);
  useScreenTitle(t('upgrade.screenTitle'));
  const [params] = useSearchParams();
  const checkout = params.get(CHECKOUT_RETURN_PARAM);
  const plan = usePlanQuery(checkout === 'success');
  useSessionFollowsPlan(plan.data?.plan);

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <BackToDashboard label={t('analytics.back')} />
        <ScreenHeading title={t('upgrade.title')} subtitle={t('upgrade.subtitle')} />
        {checkout === 'success' && (
          <Alert color="teal" variant="light" role="status">
            {plan.data?.plan === 'pro' ? t('upgrade.isPro') : t('upgrade.checkoutSuccess')}
          </Alert>
        )}
        {checkout === 'cancelled' && (
          <Alert color="gray" variant="light" role="status">
            {t('upgrade.checkoutCancelled')}
          </Alert>
        )}
        <QueryView query={plan} height={320} failed={t('dashboard.loadFailed')}>
          {(current) => (
            <>
              <PlanCards plan={current} />
              <Comparison />
              <Text fz="sm" c="dark.5">
                {t('upgrade.downgradeNote', { limit: PLAN_VENUE_LIMITS.free })}
              </Text>
            </>
          )}
        </QueryView>
      </Stack>
    </Container>
  );
}

function PlanCards({ plan }: { plan: PlanDto }) {
  const t = useT(workspaceMessages);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {PLANS.map((name) => (
        <Paper key={name} withBorder radius="lg" p="lg" data-plan-card={name} style={name === plan.plan ? { borderColor: 'var(--mantine-color-teal-6)', borderWidth: 2 } : undefined}>
          <Stack gap="xs">
            <Title order={2} fz="h3">
              {t(`plan.${name}`)}
            </Title>
            <Text fz={28} fw={700}>
              <bdi>{t(`upgrade.${name}.price`)}</bdi>{' '}
              <Text span fz="sm" fw={400} c="dark.5">
                {t('upgrade.perMonth')}
              </Text>
            </Text>
            <Text fz="sm" c="dark.5">
              {name === 'pro' ? t('plan.proBody', { limit: PLAN_VENUE_LIMITS.pro }) : t('plan.freeBody', { limit: PLAN_VENUE_LIMITS.free })}
            </Text>
            {name === plan.plan && (
              <Badge color="teal" c="zellige.9" variant="light">
                {t('upgrade.current')}
              </Badge>
            )}
            {name === 'pro' && <ProAction plan={plan} />}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** Pro's button: Checkout or a request; the pending request once sent; nothing when already Pro. */
function ProAction({ plan }: { plan: PlanDto }) {
  const t = useT(workspaceMessages);
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  if (plan.plan === 'pro') return <Text fz="sm">{t('upgrade.isPro')}</Text>;
  if (plan.pendingRequest) {
    const date = new Date(plan.pendingRequest.requestedAt).toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric' });
    return (
      <Alert color="yellow" variant="light" title={<Text span fw={700} c="dark.8">{t('upgrade.pendingTitle')}</Text>} data-plan-request="pending">
        {t('upgrade.pendingBody', { date })}
      </Alert>
    );
  }
  const upgrade = async () => {
    setSending(true);
    try {
      const result = await apiClient.call(API.merchant.upgrade);
      if (result.outcome === 'checkout' && result.checkoutUrl) {
        showToast(t('upgrade.redirecting'), 'info');
        window.location.assign(result.checkoutUrl);
        return;
      }
      showToast(t('upgrade.pendingTitle'), 'success');
      await queryClient.invalidateQueries({ queryKey: merchantQueryKeys.plan });
      setSending(false);
    } catch (failure) {
      showToast(userFacingError(failure, t('app.genericError')), 'error');
      setSending(false);
    }
  };
  return (
    <Button color={ACTION_COLORS.upgrade} loading={sending} onClick={() => void upgrade()}>
      {sending ? t('upgrade.sending') : t('upgrade.choosePro')}
    </Button>
  );
}

/** The comparison table: the same facts the business page and the guide give. */
function Comparison() {
  const t = useT(workspaceMessages);
  const rows = [
    { label: t('upgrade.feature.venues'), free: String(PLAN_VENUE_LIMITS.free), pro: String(PLAN_VENUE_LIMITS.pro) },
    { label: t('upgrade.feature.score'), free: t('upgrade.yes'), pro: t('upgrade.yes') },
    { label: t('upgrade.feature.analytics'), free: t('upgrade.no'), pro: t('upgrade.yes') },
    { label: t('upgrade.feature.support'), free: t('upgrade.support.free'), pro: t('upgrade.support.pro') },
  ];
  return (
    <Table withTableBorder striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th />
          <Table.Th>{t('plan.free')}</Table.Th>
          <Table.Th>{t('plan.pro')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(({ label, free, pro }) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={500}>
              {label}
            </Table.Th>
            <Table.Td>{free}</Table.Td>
            <Table.Td>{pro}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

import { Badge, Button, Group, NativeSelect, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import {
  ADMIN_PAGE_SIZE,
  ADMIN_REASON_LIMITS,
  API,
  SUBSCRIPTION_PLANS,
  USER_ROLES,
  type AdminUserDto,
  type SubscriptionPlan,
  type UserRole,
} from '@lieux/contracts';
import { useState } from 'react';
import { apiClient } from '../../api/api-client';
import { personName } from '../../admin/admin-rules';
import { adminMessages } from '../../admin/admin.fr';
import { useAdminAction, useAdminUsersQuery, usePlanRequestsQuery } from '../../admin/admin.queries';
import { useDebouncedValue } from '../../admin/use-debounced-value';
import { useAuthStatus } from '../../auth/use-auth-status';
import { useListPage } from '../../admin/use-list-page';
import { useT } from '../../i18n/use-t';
import { AdminQueryView, PagedList, ReasonModal, SearchField, useFormatTime } from './admin-parts';
import classes from './admin.module.css';

type RoleFilter = UserRole | 'all';

/** Users: search, role filter, change role or plan, suspend (with a reason) and restore; the Pro requests waiting above. */
export function UsersTab() {
  const t = useT(adminMessages);
  const { user: me } = useAuthStatus();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const { page, setPage, onFilter } = useListPage();
  const q = useDebouncedValue(search.trim());
  const users = useAdminUsersQuery({ page, pageSize: ADMIN_PAGE_SIZE, ...(q ? { q } : {}), ...(role === 'all' ? {} : { role }) });
  const [suspending, setSuspending] = useState<AdminUserDto | null>(null);
  const changeRole = useAdminAction(
    ({ id, role }: { id: string; role: UserRole }) => apiClient.call(API.admin.changeRole, { params: { id }, body: { role } }),
    t('users.roleChanged'),
  );
  const changePlan = useAdminAction(
    ({ id, plan }: { id: string; plan: SubscriptionPlan }) => apiClient.call(API.admin.changePlan, { params: { id }, body: { plan } }),
    t('users.planChanged'),
  );
  const suspend = useAdminAction(
    ({ id, reason }: { id: string; reason: string }) => apiClient.call(API.admin.suspendUser, { params: { id }, body: { reason } }),
    t('users.suspended'),
  );
  const restore = useAdminAction((id: string) => apiClient.call(API.admin.restoreUser, { params: { id } }), t('users.restored'));

  return (
    <Stack gap="lg">
      <PlanRequests />
      <Stack gap="md">
        <Group gap="sm" wrap="wrap" align="flex-end">
          <SearchField placeholder={t('users.searchPlaceholder')} value={search} onChange={onFilter(setSearch)} />
          <SegmentedControl
            aria-label={t('users.role')}
            value={role}
            onChange={(value) => onFilter(setRole)(value as RoleFilter)}
            data={[{ value: 'all', label: t('list.all') }, ...USER_ROLES.map((value) => ({ value, label: t(`role.${value}`) }))]}
          />
        </Group>
        <PagedList query={users} onPage={setPage}>
          {(user) => {
            const self = user.id === me?.id;
            return (
              <Paper key={user.id} withBorder radius="md" p="md" data-admin-user={user.id}>
                <div className={classes.row}>
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Text fw={600}>{personName(user)}</Text>
                      <Badge color={user.status === 'active' ? 'teal' : 'red'} variant="light">
                        {t(`account.${user.status}`)}
                      </Badge>
                    </Group>
                    <Text fz="sm" c="dark.5">
                      <bdi>{user.email}</bdi>
                    </Text>
                    {user.status === 'suspended' && user.suspensionReason && (
                      <Text fz="sm" c="red.8">
                        {t('users.suspendedBecause', { reason: user.suspensionReason })}
                      </Text>
                    )}
                  </Stack>
                  <Group gap="xs" align="flex-end">
                    <NativeSelect
                      size="xs"
                      label={t('users.role')}
                      aria-label={t('users.changeRole', { name: personName(user) })}
                      value={user.role}
                      disabled={self || changeRole.isPending}
                      onChange={(event) => changeRole.mutate({ id: user.id, role: event.currentTarget.value as UserRole })}
                      data={USER_ROLES.map((value) => ({ value, label: t(`role.${value}`) }))}
                    />
                    <NativeSelect
                      size="xs"
                      label={t('users.plan')}
                      aria-label={t('users.changePlan', { name: personName(user) })}
                      value={user.plan}
                      disabled={changePlan.isPending}
                      onChange={(event) => changePlan.mutate({ id: user.id, plan: event.currentTarget.value as SubscriptionPlan })}
                      data={SUBSCRIPTION_PLANS.map((value) => ({ value, label: t(`plan.${value}`) }))}
                    />
                    {user.status === 'active' ? (
                      <Button size="xs" color="red" variant="light" disabled={self} onClick={() => setSuspending(user)}>
                        {t('users.suspend')}
                      </Button>
                    ) : (
                      <Button size="xs" variant="light" loading={restore.isPending && restore.variables === user.id} onClick={() => restore.mutate(user.id)}>
                        {t('users.restore')}
                      </Button>
                    )}
                  </Group>
                </div>
              </Paper>
            );
          }}
        </PagedList>
      </Stack>
      <ReasonModal
        key={suspending?.id ?? 'none'}
        opened={suspending !== null}
        title={t('users.suspendTitle', { name: suspending ? personName(suspending) : '' })}
        help={t('users.suspendHelp')}
        label={t('common.reason')}
        confirm={t('users.suspend')}
        limits={ADMIN_REASON_LIMITS}
        busy={suspend.isPending}
        onClose={() => setSuspending(null)}
        onConfirm={(reason) => suspending && suspend.mutate({ id: suspending.id, reason }, { onSuccess: () => setSuspending(null) })}
      />
    </Stack>
  );
}

/** The merchant workspace's requests to switch to Pro (without Stripe), each granted here. */
function PlanRequests() {
  const t = useT(adminMessages);
  const formatTime = useFormatTime();
  const requests = usePlanRequestsQuery();
  const grant = useAdminAction((id: string) => apiClient.call(API.billing.grantPlanRequest, { params: { id } }), t('planRequests.granted'));
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {t('planRequests.title')}
      </Title>
      <AdminQueryView query={requests}>
        {(data) =>
          data.length === 0 ? (
            <Text c="dark.5" fz="sm">
              {t('planRequests.empty')}
            </Text>
          ) : (
            <Stack gap="xs">
              {data.map((request) => (
                <Paper key={request.id} withBorder radius="md" p="sm" data-plan-request={request.id}>
                  <div className={classes.row}>
                    <div>
                      <Text fw={600}>{personName(request)}</Text>
                      <Text fz="sm" c="dark.5">
                        <bdi>{request.email}</bdi> · {t('planRequests.requestedAt', { date: formatTime(request.requestedAt) })}
                      </Text>
                    </div>
                    <Button size="xs" loading={grant.isPending && grant.variables === request.id} onClick={() => grant.mutate(request.id)}>
                      {t('planRequests.grant')}
                    </Button>
                  </div>
                </Paper>
              ))}
            </Stack>
          )
        }
      </AdminQueryView>
    </Stack>
  );
}

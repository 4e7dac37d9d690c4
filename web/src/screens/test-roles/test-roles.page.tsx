import { Alert, Badge, Button, Card, Container, Group, List, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { API, TEST_USERS, type TestUser } from '@lieux/contracts';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { apiClient } from '../../api/api-client';
import { ApiRequestError } from '../../api/api-request.error';
import { userFacingError } from '../../api/user-facing-error';
import { useT } from '../../i18n/use-t';
import { ScreenHeading } from '../../layout/screen-heading';
import { useScreenTitle } from '../../layout/use-screen-title';
import { showToast } from '../../toasts/show-toast';
import { testRolesFr, testRolesMessages } from './test-roles.fr';

/** Spec section 9: the test page reloads about 400 ms after a login or logout. */
const RELOAD_DELAY_MS = 400;

const QUICK_LINKS = [
  { to: '/', key: 'links.home' },
  { to: '/admin', key: 'links.admin' },
  { to: '/merchant/dashboard', key: 'links.dashboard' },
  { to: '/explorer', key: 'links.explorer' },
] as const satisfies readonly { to: string; key: keyof typeof testRolesFr }[];

const ROLE_COLOR = { admin: 'red', merchant: 'terracotta', consumer: 'zellige' } as const;

/** /test-roles: sign in as a seeded test user of each role; 'Mode test désactivé' where the API answers 404. */
export function TestRolesPage() {
  const t = useT(testRolesMessages);
  useScreenTitle(t('title'));
  const me = useQuery({ queryKey: ['test-roles', 'me'], queryFn: ({ signal }) => apiClient.call(API.testRoles.me, { signal }) });
  const [pending, setPending] = useState(false);

  const act = async (call: () => Promise<{ message?: string } | undefined>, failed: string) => {
    setPending(true);
    try {
      const result = await call();
      if (result?.message) showToast(result.message, 'success');
      window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    } catch (error) {
      showToast(userFacingError(error, failed), 'error');
      setPending(false);
    }
  };
  const login = (user: TestUser) => act(() => apiClient.call(API.testRoles.login, { params: { id: user.id } }), t('loginFailed'));
  const logout = () => act(() => apiClient.call(API.testRoles.logout), t('logoutFailed'));

  const disabled = me.error instanceof ApiRequestError && me.error.status === 404;
  const current = me.data?.user ?? null;

  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <Stack gap="lg">
        <ScreenHeading title={t('title')} subtitle={t('subtitle')} />
        {me.isLoading && <Loader aria-label={t('app.loading')} />}
        {disabled && (
          <Alert color="gray" variant="light" title={t('disabled')}>
            {t('disabledBody')}
          </Alert>
        )}
        {me.error && !disabled && (
          <Alert color="red" variant="light" role="alert">
            {userFacingError(me.error, t('app.genericError'))}
          </Alert>
        )}
        {me.isSuccess && (
          <>
            <Card withBorder radius="md">
              <Group justify="space-between" wrap="wrap">
                <div>
                  <Text fw={700}>{t('session.title')}</Text>
                  <Text>{current ? t('session.as', { name: `${current.firstName} ${current.lastName}`.trim() || current.email }) : t('session.none')}</Text>
                </div>
                {current && (
                  <Button variant="default" onClick={() => void logout()} disabled={pending}>
                    {t('logout')}
                  </Button>
                )}
              </Group>
            </Card>
            <Section id="test-users-title" title={t('users.title')}>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {TEST_USERS.map((user) => (
                  <Card key={user.id} withBorder radius="md">
                    <Stack gap="xs" h="100%">
                      <Badge color={ROLE_COLOR[user.role]} variant="light">
                        {t(`role.${user.role}`)}
                      </Badge>
                      <Text fw={700}>{user.name}</Text>
                      <Text size="sm" c="dimmed" dir="ltr" ta="start" style={{ wordBreak: 'break-all' }}>
                        {user.email}
                      </Text>
                      <Button
                        mt="auto"
                        onClick={() => void login(user)}
                        disabled={pending || current?.id === user.id}
                        aria-label={t('loginAs', { name: user.name })}
                      >
                        {current?.id === user.id ? t('current') : t('login')}
                      </Button>
                    </Stack>
                  </Card>
                ))}
              </SimpleGrid>
            </Section>
          </>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Section id="test-links-title" title={t('links.title')}>
            <Group gap="xs">
              {QUICK_LINKS.map(({ to, key }) => (
                <Button key={to} component={Link} to={to} variant="light" size="sm">
                  {t(key)}
                </Button>
              ))}
            </Group>
          </Section>
          <Section id="test-help-title" title={t('help.title')}>
            <List spacing={4} size="sm">
              <List.Item>{t('help.admin')}</List.Item>
              <List.Item>{t('help.merchant')}</List.Item>
              <List.Item>{t('help.consumer')}</List.Item>
            </List>
          </Section>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} fz="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

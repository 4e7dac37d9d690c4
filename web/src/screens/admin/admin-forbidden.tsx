import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { adminMessages } from '../../admin/admin.fr';
import { useT } from '../../i18n/use-t';
import { useScreenTitle } from '../../layout/use-screen-title';

/** What a signed-in merchant or consumer sees at /admin: a clear 403, no admin call made. */
export function AdminForbidden() {
  const t = useT(adminMessages);
  useScreenTitle(t('forbidden.title'));
  return (
    <Container size="sm" py={{ base: 64, sm: 120 }}>
      <Stack align="center" ta="center" gap="md" data-admin-forbidden>
        <Text fw={800} fz={72} lh={1} c="terracotta.8" aria-hidden="true">
          403
        </Text>
        <Title order={1}>{t('forbidden.title')}</Title>
        <Text c="dark.6" fz="lg" maw={480}>
          {t('forbidden.body')}
        </Text>
        <Button component={Link} to="/" mt="md">
          {t('forbidden.home')}
        </Button>
      </Stack>
    </Container>
  );
}

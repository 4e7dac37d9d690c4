import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/use-t';
import { useScreenTitle } from '../../layout/use-screen-title';
import { notFoundMessages } from './not-found.fr';

export function NotFoundPage() {
  const t = useT(notFoundMessages);
  const navigate = useNavigate();
  const location = useLocation();
  useScreenTitle(t('title'));

  // Opened directly (no earlier page of ours in the history): "back" would leave the site.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  return (
    <Container size="sm" py={{ base: 64, sm: 120 }}>
      <Stack align="center" ta="center" gap="md">
        <Text fw={800} fz={72} lh={1} c="terracotta.2" aria-hidden="true">
          404
        </Text>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed" fz="lg" maw={460}>
          {t('body')}
        </Text>
        <Group mt="md" justify="center">
          <Button component={Link} to="/">
            {t('home')}
          </Button>
          <Button variant="default" onClick={() => void goBack()}>
            {t('back')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { routeErrorMessages } from './route-error.fr';

/**
 * Shown when a screen fails to render or its code cannot be fetched (typically a new version was
 * deployed while the tab was open): reloading fetches the current files.
 */
export function RouteErrorPage() {
  const t = useT(routeErrorMessages);
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md" role="alert">
        <Title order={1}>{t('app.genericError')}</Title>
        <Text c="dimmed">{t('reloadHint')}</Text>
        <Button onClick={() => window.location.reload()}>{t('reload')}</Button>
      </Stack>
    </Container>
  );
}

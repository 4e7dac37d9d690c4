import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/use-t';

/**
 * Shown when a screen fails to render or its code cannot be fetched (typically a new version was
 * deployed while the tab was open): reloading fetches the current files.
 */
export function RouteErrorPage() {
  const t = useT();
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md" role="alert">
        <Title order={1}>{t('error.generic')}</Title>
        <Text c="dimmed">{t('error.reloadHint')}</Text>
        <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
      </Stack>
    </Container>
  );
}

import { Badge, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { MessageKey } from '../../i18n/dictionaries';
import { useT } from '../../i18n/use-t';
import { useScreenTitle } from '../../layout/use-screen-title';

/** Stands in for a screen whose issue has not landed yet: names it and says it is on its way. */
export function ComingSoonPage({ titleKey }: { titleKey: MessageKey }) {
  const t = useT();
  useScreenTitle(titleKey);

  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs">
        <Stack align="flex-start" gap="md">
          <Badge color="zellige" variant="light" size="lg">
            {t('comingSoon.badge')}
          </Badge>
          <Title order={1}>{t(titleKey)}</Title>
          <Text fz="lg" fw={500}>
            {t('comingSoon.body')}
          </Text>
          <Text c="dimmed">{t('comingSoon.detail')}</Text>
          <Button component={Link} to="/" mt="sm">
            {t('comingSoon.backHome')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

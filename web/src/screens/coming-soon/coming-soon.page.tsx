import { Badge, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { routeTitleMessages, type RouteTitleKey } from '../../app/route-table.fr';
import { useT } from '../../i18n/use-t';
import { useScreenTitle } from '../../layout/use-screen-title';
import { comingSoonMessages } from './coming-soon.fr';

/** Stands in for a screen whose issue has not landed yet: names it and says it is on its way. */
export function ComingSoonPage({ titleKey }: { titleKey: RouteTitleKey }) {
  const t = useT(comingSoonMessages);
  const title = useT(routeTitleMessages)(titleKey);
  useScreenTitle(title);

  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs">
        <Stack align="flex-start" gap="md">
          <Badge color="zellige" variant="light" size="lg">
            {t('badge')}
          </Badge>
          <Title order={1}>{title}</Title>
          <Text fz="lg" fw={500}>
            {t('body')}
          </Text>
          <Text c="dimmed">{t('detail')}</Text>
          <Button component={Link} to="/" mt="sm">
            {t('backHome')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

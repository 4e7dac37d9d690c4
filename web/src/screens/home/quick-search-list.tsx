import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/use-t';
import { homeMessages, type HomeMessageKey } from './home.fr';
import type { QuickSearch } from './quick-searches';
import { searchPath } from '../../venues/search-path';

interface QuickSearchListProps {
  titleKey: HomeMessageKey;
  items: readonly QuickSearch[];
  variant: 'popular' | 'trending';
}

/** A titled row of ready-made searches (popular searches, trending tags). */
export function QuickSearchList({ titleKey, items, variant }: QuickSearchListProps) {
  const t = useT(homeMessages);
  return (
    <Stack gap={8}>
      <Text fz="sm" fw={700} c="dimmed">
        {t(titleKey)}
      </Text>
      <Group gap="xs">
        {items.map((item) => (
          <Button
            key={item.labelKey}
            component={Link}
            to={searchPath(item.query) ?? '/'}
            size="compact-md"
            radius="xl"
            variant={variant === 'popular' ? 'white' : 'light'}
            color={variant === 'popular' ? 'dark' : 'zellige'}
            fw={500}
            leftSection={variant === 'trending' ? <span aria-hidden="true">#</span> : undefined}
          >
            {t(item.labelKey)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

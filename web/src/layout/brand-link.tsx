import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/use-t';
import { BrandMark } from './brand-mark';
import { layoutMessages } from './layout.fr';

export function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT(layoutMessages);
  return (
    <UnstyledButton component={Link} to="/" aria-label={t('nav.homeLink')} onClick={onNavigate}>
      <Group gap={8} wrap="nowrap">
        <BrandMark />
        <Text component="span" fw={800} fz={22} lh={1} c="terracotta.9" lang="fr">
          {t('app.name')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

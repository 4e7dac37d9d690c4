import { Alert, Button, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/use-t';
import { venueFormMessages } from './venue-form.fr';
import { ACTION_COLORS } from '../app/action-colors';

/** 'Limite atteinte': the plan's venues are all used; the way out is Pro. */
export function VenueLimitNotice({ limit, showUpgrade }: { limit: number; showUpgrade: boolean }) {
  const t = useT(venueFormMessages);
  return (
    <Alert color="terracotta" variant="light" title={<Text span fw={700} c="terracotta.9">{t('new.limitTitle')}</Text>} role="status">
      <Text fz="sm" mb={showUpgrade ? 'sm' : 0}>
        {t('new.limitBody', { limit })}
      </Text>
      {showUpgrade && (
        <Button component={Link} to="/merchant/upgrade" size="xs" color={ACTION_COLORS.upgrade}>
          {t('new.upgrade')}
        </Button>
      )}
    </Alert>
  );
}

import { Chip } from '@mantine/core';
import { useT } from '../i18n/use-t';
import { hoursMessages } from './hours.fr';

/**
 * "Ouvert maintenant": one tap away wherever venues are listed (search, explorer, map), as on Google
 * Maps. Filled, so it reads on the explorer's dark page as on the light ones.
 */
export function OpenNowChip({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useT(hoursMessages);
  return (
    <Chip checked={checked} onChange={onChange} variant="filled" color="green.9" size="md" data-open-now-filter>
      {t('openNow')}
    </Chip>
  );
}

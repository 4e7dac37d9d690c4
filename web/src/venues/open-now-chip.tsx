import { useT } from '../i18n/use-t';
import { FilterToggle } from './filter-toggle';
import { venuesMessages } from './venues.fr';

/** "Ouvert maintenant": one tap away wherever venues are listed (search, explorer, map), as on Google Maps. */
export function OpenNowChip({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useT(venuesMessages);
  return (
    <FilterToggle pressed={checked} onToggle={() => onChange(!checked)} color="green.9" data-open-now-filter>
      {t('openNow')}
    </FilterToggle>
  );
}

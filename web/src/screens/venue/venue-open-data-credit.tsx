import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { OSM_COPYRIGHT_URL, type OpenDataDto } from '@lieux/contracts';
import { useT } from '../../i18n/use-t';
import { openDataMessages } from './open-data.fr';

/**
 * The credit OpenStreetMap's licence (ODbL) asks for, on the page of a venue imported from it
 * (docs/osm-import.md "Credit"): « © les contributeurs d’OpenStreetMap », the licence, and the
 * object on openstreetmap.org, where anyone may correct it.
 */
export function VenueOpenDataCredit({ openData }: { openData: OpenDataDto }) {
  const t = useT(openDataMessages);
  return (
    <Text component="aside" aria-label={t('openDataTitle')} fz="sm" c="dark.5" data-open-data={openData.source}>
      {t('openDataImported')}{' '}
      <Anchor href={OSM_COPYRIGHT_URL} target="_blank" rel="noopener noreferrer" c="zellige.9" fz="sm">
        {t('openDataCredit')}
        <VisuallyHidden>{t('opensInNewTab')}</VisuallyHidden>
      </Anchor>
      {' · '}
      {t('openDataLicence')}
      {' · '}
      <Anchor href={openData.url} target="_blank" rel="noopener noreferrer" c="zellige.9" fz="sm">
        {t('openDataLink')}
        <VisuallyHidden>{t('opensInNewTab')}</VisuallyHidden>
      </Anchor>
    </Text>
  );
}

import { Button, VisuallyHidden } from '@mantine/core';
import { useT } from '../i18n/use-t';
import { DirectionsButton } from './directions-button';
import { getThereLinks, type GetThereVenue } from './get-there';
import { GlobeIcon, PhoneIcon, ShareIcon, WhatsAppIcon } from './get-there-icons';
import { getThereMessages } from './get-there.fr';
import classes from './get-there.module.css';
import { useShareVenue } from './use-share-venue';

/** The actions after "Itinéraire": outlined pills, like Google Maps' row. */
const SECONDARY = { variant: 'default', radius: 'xl' } as const;

/**
 * The venue page's "get there" row (issue 27): Itinéraire, Appeler, WhatsApp, Site web, Partager, each
 * only when the venue can answer it (`getThereLinks`); Partager always. docs/get-there.md.
 */
export function GetThereActions({ venue, name }: { venue: GetThereVenue; name: string }) {
  const t = useT(getThereMessages);
  const share = useShareVenue();
  const links = getThereLinks(venue);

  return (
    <div role="group" aria-label={t('group')} className={classes.actions}>
      {links.directionsTo ? <DirectionsButton to={links.directionsTo} /> : null}
      {links.call ? (
        <Button component="a" href={links.call} {...SECONDARY} leftSection={<PhoneIcon />}>
          {t('call')}
        </Button>
      ) : null}
      {links.whatsapp ? <NewTabAction href={links.whatsapp} icon={<WhatsAppIcon />} label={t('whatsapp')} /> : null}
      {links.website ? <NewTabAction href={links.website} icon={<GlobeIcon />} label={t('website')} /> : null}
      <Button {...SECONDARY} leftSection={<ShareIcon />} onClick={() => share(venue, name)}>
        {t('share')}
      </Button>
    </div>
  );
}

/** WhatsApp and the website open beside the page; screen readers hear so. */
function NewTabAction({ href, icon, label }: { href: string; icon: React.ReactNode; label: string }) {
  const t = useT(getThereMessages);
  return (
    <Button component="a" href={href} target="_blank" rel="noopener noreferrer" {...SECONDARY} leftSection={icon}>
      {label}
      <VisuallyHidden>{t('opensInNewTab')}</VisuallyHidden>
    </Button>
  );
}

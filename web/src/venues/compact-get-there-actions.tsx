import { Button } from '@mantine/core';
import { useT } from '../i18n/use-t';
import { directionsUrl, getThereLinks, type GetThereVenue } from './get-there';
import { DirectionsIcon, GlobeIcon, PhoneIcon, ShareIcon, WhatsAppIcon } from './get-there-icons';
import { getThereMessages } from './get-there.fr';
import classes from './get-there.module.css';
import { useShareVenue } from './use-share-venue';

/**
 * A card's "get there" icons (issue 27): the venue page's actions without their words (each named for
 * screen readers), above the card's stretched link. Directions go straight to the universal link (Google
 * Maps); the choice of Waze or Apple's Plans is on the venue page. Styled like the card's save control.
 */
export function CompactGetThereActions({ venue, name, dark = false }: { venue: GetThereVenue; name: string; dark?: boolean }) {
  const t = useT(getThereMessages);
  const share = useShareVenue();
  const links = getThereLinks(venue);
  // A Button like the save control's, a size up: a thumb's target on a phone.
  const icon = { size: 'compact-md', variant: dark ? 'white' : 'subtle', color: dark ? 'dark' : 'gray', radius: 'xl', px: 7 } as const;
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

  return (
    <div role="group" aria-label={t('compact.group', { name })} className={classes.compact}>
      {links.directionsTo ? (
        <Button component="a" href={directionsUrl('google', links.directionsTo)} {...external} {...icon} aria-label={t('compact.directions', { name })}>
          <DirectionsIcon />
        </Button>
      ) : null}
      {links.call ? (
        <Button component="a" href={links.call} {...icon} aria-label={t('compact.call', { name })}>
          <PhoneIcon />
        </Button>
      ) : null}
      {links.whatsapp ? (
        <Button component="a" href={links.whatsapp} {...external} {...icon} aria-label={t('compact.whatsapp', { name })}>
          <WhatsAppIcon />
        </Button>
      ) : null}
      {links.website ? (
        <Button component="a" href={links.website} {...external} {...icon} aria-label={t('compact.website', { name })}>
          <GlobeIcon />
        </Button>
      ) : null}
      <Button {...icon} aria-label={t('compact.share', { name })} onClick={() => share(venue, name)}>
        <ShareIcon />
      </Button>
    </div>
  );
}

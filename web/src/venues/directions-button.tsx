import { useId, useRef, useState } from 'react';
import { Button } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { useT } from '../i18n/use-t';
import { DIRECTIONS_APPS, directionsUrl, type Coordinates } from './get-there';
import { ChevronDownIcon, DirectionsIcon } from './get-there-icons';
import { getThereMessages } from './get-there.fr';
import classes from './get-there.module.css';

/**
 * "Itinéraire" as Google Maps and TheFork offer it: one tap gives the universal link (Google Maps: the
 * app when the phone has it, the website otherwise), the chevron lets the person pick Waze or Apple's
 * Plans. A disclosure of links, not an ARIA menu: Tab reaches them, Escape or a tap elsewhere closes it.
 * (Not Mantine's Menu: its popover code would weigh on every venue page's first visit.)
 */
export function DirectionsButton({ to }: { to: Coordinates }) {
  const t = useT(getThereMessages);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const chooserId = useId();
  const area = useClickOutside<HTMLDivElement>(() => setOpen(false));
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div
      ref={area}
      className={classes.directions}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) close();
      }}
    >
      <Button.Group>
        <Button component="a" href={directionsUrl('google', to)} target="_blank" rel="noopener noreferrer" radius="xl" leftSection={<DirectionsIcon />}>
          {t('directions')}
        </Button>
        <Button
          ref={toggle}
          radius="xl"
          px={10}
          className={classes.chooserToggle}
          aria-label={t('directionsApps')}
          aria-expanded={open}
          aria-controls={chooserId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <ChevronDownIcon />
        </Button>
      </Button.Group>
      <ul id={chooserId} className={classes.chooser} hidden={!open}>
        {DIRECTIONS_APPS.map((app) => (
          <li key={app}>
            <Button
              component="a"
              href={directionsUrl(app, to)}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              color="dark"
              fullWidth
              justify="flex-start"
              fw={500}
              data-directions-app={app}
              onClick={() => setOpen(false)}
            >
              {t(`maps.${app}`)}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

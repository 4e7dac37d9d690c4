import { Text } from '@mantine/core';
import { openingState, type OpeningSchedule } from '@lieux/contracts';
import { useLocale } from '../i18n/use-locale';
import { useT } from '../i18n/use-t';
import { hoursMessages } from './hours.fr';
import { openingStateText, type StateTone } from './opening-state-text';
import { useMinute } from './use-minute';

/** The colour of each state's word, AA on the light surfaces and on the explorer's dark ones (the contrast test reads both). */
const TONE_COLOUR = { open: 'green.9', soon: 'orange.9', closed: 'red.9', unknown: 'dark.5' } as const satisfies Record<StateTone, string>;
const TONE_COLOUR_DARK = { open: 'green.3', soon: 'orange.3', closed: 'red.3', unknown: 'gray.4' } as const satisfies Record<StateTone, string>;

/**
 * "Ouvert · ferme à 23 h", "Fermé · ouvre demain à 8 h": a venue's state now, on Casablanca's clock,
 * kept true as the minutes pass.
 */
export function OpeningStateLine({ venue, size = 'sm', dark = false }: { venue: OpeningSchedule; size?: 'xs' | 'sm' | 'md'; dark?: boolean }) {
  const t = useT(hoursMessages);
  const { locale } = useLocale();
  const now = useMinute();
  const text = openingStateText(openingState(venue, new Date(now)), t, locale);
  // A page rendered on the server is hydrated with the minute it was rendered at (use-minute.ts), but
  // the server's and the browser's time-zone data may place Casablanca's clock an hour apart (Node's
  // and Debian Chromium's do today): the browser keeps the server's words while hydrating, and
  // draws its own at the next minute.
  return (
    <Text fz={size} data-opening-state={text.tone} c={dark ? 'gray.3' : 'dark.6'} suppressHydrationWarning>
      <Text component="span" inherit fw={700} c={dark ? TONE_COLOUR_DARK[text.tone] : TONE_COLOUR[text.tone]} suppressHydrationWarning>
        {text.status}
      </Text>
      {text.detail === null ? null : ` · ${text.detail}`}
    </Text>
  );
}

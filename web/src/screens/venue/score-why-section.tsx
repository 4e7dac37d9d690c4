import { Paper, Skeleton, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { venueMessages } from './venue.fr';
import classes from './venue.module.css';

/** The breakdown, its texts, queries and (further down) the charts: fetched only when the section is opened. */
const ScoreWhyPanel = lazy(() => import('../../scoring/score-why-panel'));

/**
 * "Pourquoi ce score ?" right under the venue's header and its score: a disclosure (a heading's
 * button with aria-expanded) whose panel is its own chunk, so a visit that does not open it
 * downloads none of it (the first-visit budget, docs/scoring-screens.md).
 */
export function ScoreWhySection({ slug, venueId }: { slug: string; venueId: string }) {
  const t = useT(venueMessages);
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="score-why-title">
      <Title order={2} fz="xl" id="score-why-title">
        <button type="button" className={classes.whyButton} onClick={() => setOpen((value) => !value)} aria-expanded={open} aria-controls="score-why-panel">
          {t('whyTitle')}
          <span aria-hidden="true" className={classes.whyChevron} data-open={open}>
            ▾
          </span>
        </button>
      </Title>
      <div id="score-why-panel" hidden={!open}>
        {open ? (
          <Suspense fallback={<Skeleton height={220} radius="lg" mt="md" />}>
            <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
              <ScoreWhyPanel slug={slug} venueId={venueId} />
            </div>
          </Suspense>
        ) : null}
      </div>
    </Paper>
  );
}

import { useT } from '../i18n/use-t';
import { formatScore } from './format-count';
import { scoreColor } from './score-colors';
import classes from './venues.module.css';
import { venuesMessages } from './venues.fr';

interface ScoreBadgeProps {
  score: number | null;
  /** 'lg' on the venue page, 'md' on cards. */
  size?: 'md' | 'lg';
  /** Adds '/100' after the score (the explorer's cards, the venue page). */
  outOf?: boolean;
}

/**
 * The 0–100 influence score in its colour band (spec section 4); a venue not scored yet (null) reads
 * 'Pas encore noté', never a 0 or a dash that could pass for one.
 */
export function ScoreBadge({ score, size = 'md', outOf = false }: ScoreBadgeProps) {
  const t = useT(venuesMessages);
  if (score === null) {
    return (
      <span className={classes.scoreBadge} data-size={size} data-state="not-scored" style={{ backgroundColor: scoreColor(null) }}>
        {t('scoreNone')}
      </span>
    );
  }
  const label = t('scoreLabel', { score: formatScore(score) });
  return (
    <span className={classes.scoreBadge} data-size={size} data-state="scored" style={{ backgroundColor: scoreColor(score) }} role="img" aria-label={label} title={label}>
      <bdi>
        {formatScore(score)}
        {outOf ? <span className={classes.scoreOutOf}>{t('scoreOutOf')}</span> : null}
      </bdi>
    </span>
  );
}

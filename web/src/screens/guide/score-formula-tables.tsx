import { AUDIENCE_REFERENCE, CONNECTION_PROVIDER_ORDER, ENGAGEMENT_BENCHMARKS, PROVIDER_LABELS, PROVIDER_MAX_SCORE_EFFECT, SOCIAL_PLATFORMS, type Locale, type ScoreLevel } from '@lieux/contracts';
import { useLocale } from '../../i18n/use-locale';
import { useT } from '../../i18n/use-t';
import { scoreLevelsMessages } from '../../scoring/score-levels.fr';
import classes from './score-formula-tables.module.css';
import { guideMessages, type GuideMessageKey } from './guide.fr';
import type { GuideSectionId } from './guide-sections';

const number = (value: number, locale: Locale, digits = 0) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
const percent = (value: number, locale: Locale, digits = 0) => new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

/** "très bon" → "Très bon" at the start of a table cell. */
const capitalized = (text: string, locale: Locale) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** The levels' score ranges and the spec's colour names (average and weak share the grey). */
const LEVEL_RANGES: Record<ScoreLevel, { from: number; to: number; color: GuideMessageKey }> = {
  'excellent': { from: 80, to: 100, color: 'color.emerald' },
  'very-good': { from: 60, to: 79, color: 'color.blue' },
  'good': { from: 40, to: 59, color: 'color.amber' },
  'average': { from: 20, to: 39, color: 'color.grey' },
  'weak': { from: 0, to: 19, color: 'color.grey' },
};

/**
 * A plain table (Mantine's Table shares internals with the search page's chunks: importing it here split
 * them out and added 0.4 KB to /recherche's first visit), scrolling sideways on a narrow phone.
 */
function FormulaTable({ caption, head, rows }: { caption: string; head: string[]; rows: React.ReactNode[][] }) {
  return (
    <div className={classes.scroller}>
      <table className={classes.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The formula's tables, from the same numbers the screens use (the contracts' weights, the web's
 * copy of SCORING.md's constants in scoring/score-formula.ts): weights, audience thresholds,
 * the engagement benchmark, levels and colours (named: a swatch from venues/score-colors would share
 * that module with the cards and split it out of their chunk, +0.2 KB on /recherche's first visit).
 * Null for a section without one.
 */
export function ScoreFormulaTable({ section }: { section: GuideSectionId }) {
  const t = useT(guideMessages);
  const tLevels = useT(scoreLevelsMessages);
  const { locale } = useLocale();
  switch (section) {
    case 'formule-score':
      return (
        <FormulaTable
          caption={t('section.formule-score.title')}
          head={[t('table.platform'), t('table.weight'), t('table.maxPoints')]}
          rows={CONNECTION_PROVIDER_ORDER.map((provider) => [PROVIDER_LABELS[provider], percent(PROVIDER_MAX_SCORE_EFFECT[provider] / 100, locale), <bdi key="points" dir="ltr">{`+${number(PROVIDER_MAX_SCORE_EFFECT[provider], locale)}`}</bdi>])}
        />
      );
    case 'formule-reseaux':
      return (
        <FormulaTable
          caption={t('table.audienceRef')}
          head={[t('table.platform'), t('table.audienceRef')]}
          rows={SOCIAL_PLATFORMS.map((provider) => [PROVIDER_LABELS[provider], number(AUDIENCE_REFERENCE[provider], locale)])}
        />
      );
    case 'formule-engagement':
      return (
        <FormulaTable
          caption={t('section.formule-engagement.title')}
          head={[t('table.tier'), t('table.rate')]}
          rows={ENGAGEMENT_BENCHMARKS.map(({ below, rate }, index) => {
            const from = index === 0 ? null : ENGAGEMENT_BENCHMARKS[index - 1].below;
            const tier =
              from === null ? t('table.tierUpTo', { max: number(below, locale) }) : below === Infinity ? t('table.tierAbove', { min: number(from, locale) }) : t('table.tierFrom', { min: number(from, locale), max: number(below, locale) });
            return [tier, percent(rate, locale, 2)];
          })}
        />
      );
    case 'formule-niveaux':
      return (
        <FormulaTable
          caption={t('section.formule-niveaux.title')}
          head={[t('table.level'), t('table.range'), t('table.color')]}
          rows={(Object.keys(LEVEL_RANGES) as ScoreLevel[]).map((level) => {
            const { from, to, color } = LEVEL_RANGES[level];
            return [
              <span key="level">{capitalized(tLevels(`level.${level}`), locale)}</span>,
              <bdi key="range">{`${number(from, locale)}–${number(to, locale)}`}</bdi>,
              t(color),
            ];
          })}
        />
      );
    default:
      return null;
  }
}

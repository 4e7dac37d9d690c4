import classes from './venues.module.css';

/**
 * A venue's tile on cards: its cover photo when it has one (lazy, with its size given so nothing
 * moves when it arrives), else its first letter (the spec's cards show an initial). Decorative
 * either way: the venue's name is written beside it.
 */
export function VenueInitial({ name, size = 48, cover }: { name: string; size?: number; cover?: { card: string } | null }) {
  if (cover) {
    return <img src={cover.card} alt="" width={size} height={size} loading="lazy" decoding="async" className={classes.cover} data-cover />;
  }
  const initial = name.trim().charAt(0).toLocaleUpperCase('fr') || '?';
  return (
    <span className={classes.initial} style={{ width: size, height: size, fontSize: size * 0.45 }} aria-hidden="true">
      {initial}
    </span>
  );
}

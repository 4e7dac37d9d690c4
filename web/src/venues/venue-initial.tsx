import classes from './venues.module.css';

/** The venue's first letter in a tile, where a photo would be (the spec's cards show an initial). */
export function VenueInitial({ name, size = 48 }: { name: string; size?: number }) {
  const initial = name.trim().charAt(0).toLocaleUpperCase('fr') || '?';
  return (
    <span className={classes.initial} style={{ width: size, height: size, fontSize: size * 0.45 }} aria-hidden="true">
      {initial}
    </span>
  );
}

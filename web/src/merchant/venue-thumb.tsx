import { CategoryArtwork, type CoverVenue } from '../venues/venue-cover';
import classes from '../venues/venues.module.css';

/** A small square cover (56 px by default): the home's recent venues, the merchant's venue cards. */
export function VenueThumb({ venue, size = 56 }: { venue: CoverVenue; size?: number }) {
  const style = { width: size, height: size };
  if (!venue.cover) {
    return (
      <span className={classes.thumb} style={style}>
        <CategoryArtwork categoryId={venue.categoryId} seed={venue.id} className={classes.thumb} />
      </span>
    );
  }
  return <img src={venue.cover.card} srcSet={venue.cover.webp} sizes={`${size}px`} alt="" width={size} height={size} loading="lazy" decoding="async" className={classes.thumb} style={style} data-cover />;
}

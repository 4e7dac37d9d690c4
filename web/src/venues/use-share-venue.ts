import { useT } from '../i18n/use-t';
import { showToast } from '../toasts/show-toast';
import { getThereMessages } from './get-there.fr';
import { shareLink, venueUrl } from './share-link';
import { venuePath } from './venue-path';

/**
 * "Partager": the share sheet, or the link copied with the toast 'Lien copié'. When even copying is
 * refused, the toast gives the link to copy by hand: never a button that silently does nothing.
 */
export function useShareVenue(): (venue: { slug: string }, name: string) => void {
  const t = useT(getThereMessages);
  return (venue, name) => {
    const url = venueUrl(window.location.origin, venuePath(venue.slug));
    void shareLink({ title: name, url }, navigator).then((outcome) => {
      if (outcome === 'copied') showToast(t('linkCopied'), 'success');
      else if (outcome === 'failed') showToast(t('copyFailed', { url }), 'error');
    });
  };
}

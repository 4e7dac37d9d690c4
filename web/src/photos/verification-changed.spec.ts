import { QueryClient } from '@tanstack/react-query';
import type { MerchantVenueDto, VerificationDto } from '@lieux/contracts';
import { merchantQueryKeys } from '../merchant/merchant.queries';
import { photoQueryKeys, verificationChanged } from './photos.queries';

/**
 * One verification state (issue 30): once documents are sent, the panel shows the server's answer and
 * both badges — the dashboard's list and the edit screen's venue — are read again from the server.
 */
describe('after a verification answer', () => {
  const venueId = '6f1d2c3b-0000-4000-8000-000000000001';

  it('shows the answer and reads again the venue list and the venue whose badges show the status', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stale = { id: venueId, verificationStatus: 'not_submitted' } as MerchantVenueDto;
    queryClient.setQueryData(merchantQueryKeys.venues, [stale]);
    queryClient.setQueryData(merchantQueryKeys.venue(venueId), stale);
    const answer = { status: 'submitted' } as VerificationDto;

    await verificationChanged(queryClient, venueId, answer);

    expect(queryClient.getQueryData(photoQueryKeys.verification(venueId))).toBe(answer);
    expect(queryClient.getQueryState(merchantQueryKeys.venues)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(merchantQueryKeys.venue(venueId))?.isInvalidated).toBe(true);
    // The answer just set is not fetched again.
    expect(queryClient.getQueryState(photoQueryKeys.verification(venueId))?.isInvalidated).toBe(false);
    queryClient.clear();
  });
});

import { Container, Stack } from '@mantine/core';
import { API } from '@lieux/contracts';
import { useNavigate, useParams } from 'react-router-dom';
import { apiClient } from '../../api/api-client';
import { useT } from '../../i18n/use-t';
import { ScreenHeading } from '../../layout/screen-heading';
import { useScreenTitle } from '../../layout/use-screen-title';
import { BackToDashboard } from '../../merchant/back-to-dashboard';
import { VenueStatusBadge } from '../../merchant/merchant-venue-card';
import { useMerchantVenueQuery, useRefreshAfterVenueChange } from '../../merchant/merchant.queries';
import { QueryView } from '../../merchant/query-view';
import { VenueForm } from '../../merchant/venue-form';
import { venueFormBody, venueFormFieldsOf } from '../../merchant/venue-form-rules';
import { venueFormMessages } from '../../merchant/venue-form.fr';
import { showToast } from '../../toasts/show-toast';

/**
 * /merchant/venue/{id}/edit: the venue form filled with the venue (owner or admin; the server answers
 * 403 otherwise). What goes back to moderation is the server's rule; its message says so.
 */
export function VenueEditPage() {
  const { id = '' } = useParams();
  const t = useT(venueFormMessages);
  const venue = useMerchantVenueQuery(id);
  useScreenTitle(venue.data ? t('edit.title', { name: venue.data.name }) : t('edit.screenTitle'));
  const navigate = useNavigate();
  const refresh = useRefreshAfterVenueChange();

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <BackToDashboard label={t('back')} />
        <QueryView query={venue} height={320} failed={t('app.genericError')}>
          {(current) => (
            <>
              <ScreenHeading title={t('edit.title', { name: current.name })} subtitle={t('edit.subtitle')} />
              <div>
                <VenueStatusBadge status={current.status} />
              </div>
              <VenueForm
                initial={venueFormFieldsOf(current)}
                send={async (fields) => {
                  const before = current.status;
                  const saved = await apiClient.call(API.merchantVenues.update, { params: { id }, body: venueFormBody(fields) });
                  const backToModeration = saved.status === 'pending' && before !== 'pending';
                  showToast(backToModeration ? t('edit.backToModeration') : t('edit.success'), backToModeration ? 'info' : 'success');
                  await refresh();
                  void navigate('/merchant/venues');
                }}
                failed={t('edit.failed')}
                submit={{ label: t('edit.submit'), busy: t('edit.submitting') }}
              />
            </>
          )}
        </QueryView>
      </Stack>
    </Container>
  );
}

import { Container, Stack } from '@mantine/core';
import { API } from '@lieux/contracts';
import { useNavigate } from 'react-router-dom';
import { apiClient } from '../../api/api-client';
import { useT } from '../../i18n/use-t';
import { ScreenHeading } from '../../layout/screen-heading';
import { useScreenTitle } from '../../layout/use-screen-title';
import { BackToDashboard } from '../../merchant/back-to-dashboard';
import { usePlanQuery, useRefreshAfterVenueChange } from '../../merchant/merchant.queries';
import { NO_HOURS } from '../../merchant/hours-editing';
import { VenueForm } from '../../merchant/venue-form';
import { EMPTY_VENUE_FORM, venueFormBody } from '../../merchant/venue-form-rules';
import { venueFormMessages } from '../../merchant/venue-form.fr';
import { VenueLimitNotice } from '../../merchant/venue-limit-notice';
import { showToast } from '../../toasts/show-toast';

/** /lieu/nouveau (spec "Create venue"): the venue form; the new venue waits for moderation. */
export function NewVenuePage() {
  const t = useT(venueFormMessages);
  useScreenTitle(t('new.screenTitle'));
  const navigate = useNavigate();
  const refresh = useRefreshAfterVenueChange();
  const plan = usePlanQuery();
  const atLimit = plan.data !== undefined && !plan.data.canCreateVenue;

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <BackToDashboard label={t('back')} />
        <ScreenHeading title={t('new.title')} subtitle={t('new.subtitle')} />
        <VenueForm
          initial={EMPTY_VENUE_FORM}
          initialHours={NO_HOURS}
          send={async (fields, hours) => {
            await apiClient.call(API.merchantVenues.create, { body: { ...venueFormBody(fields), ...hours, country: 'Maroc' } });
            showToast(t('new.success'), 'success');
            await refresh();
            void navigate('/merchant/dashboard');
          }}
          failed={t('new.failed')}
          submit={{ label: t('new.submit'), busy: t('new.submitting') }}
          notice={atLimit ? <VenueLimitNotice limit={plan.data.limit} showUpgrade={plan.data.plan === 'free'} /> : undefined}
          disabled={atLimit}
        />
      </Stack>
    </Container>
  );
}

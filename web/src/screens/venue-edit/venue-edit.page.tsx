import { Container, Group, Stack, Tabs } from '@mantine/core';
import { API } from '@lieux/contracts';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { apiClient } from '../../api/api-client';
import { useT } from '../../i18n/use-t';
import { ScreenHeading } from '../../layout/screen-heading';
import { useScreenTitle } from '../../layout/use-screen-title';
import { useAuthStatus } from '../../auth/use-auth-status';
import { BackToDashboard } from '../../merchant/back-to-dashboard';
import { DeleteVenueSection } from '../../merchant/delete-venue-section';
import { VenueStatusBadge } from '../../merchant/merchant-venue-card';
import { useMerchantVenueQuery, useRefreshAfterVenueChange } from '../../merchant/merchant.queries';
import { QueryView } from '../../merchant/query-view';
import { VenueForm } from '../../merchant/venue-form';
import { venueFormBody, venueFormFieldsOf } from '../../merchant/venue-form-rules';
import { venueFormMessages } from '../../merchant/venue-form.fr';
import { PhotoManager } from '../../photos/photo-manager';
import { photoWorkspaceMessages } from '../../photos/photo-workspace.fr';
import { VerificationBadge } from '../../photos/verification-badge';
import { VerificationPanel } from '../../photos/verification-panel';
import { showToast } from '../../toasts/show-toast';

const TABS = ['details', 'photos', 'verification'] as const;
type EditTab = (typeof TABS)[number];

/**
 * /merchant/venue/{id}/edit: the venue form filled with the venue (owner or admin; the server answers
 * 403 otherwise), its photos and its verification, each a tab (`?tab=photos`, `?tab=verification`,
 * so the dashboard can link straight to one). What goes back to moderation is the server's rule;
 * its message says so.
 */
export function VenueEditPage() {
  const { id = '' } = useParams();
  const t = useT(venueFormMessages);
  const tPhotos = useT(photoWorkspaceMessages);
  const venue = useMerchantVenueQuery(id);
  useScreenTitle(venue.data ? t('edit.title', { name: venue.data.name }) : t('edit.screenTitle'));
  const navigate = useNavigate();
  const refresh = useRefreshAfterVenueChange();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: EditTab = TABS.find((name) => name === asked) ?? 'details';
  // A merchant here owns the venue (the server answers 403 otherwise); an admin deletes from the console, with a reason.
  const { user } = useAuthStatus();

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <BackToDashboard label={t('back')} />
        <QueryView query={venue} height={320} failed={t('app.genericError')}>
          {(current) => (
            <>
              <ScreenHeading title={t('edit.title', { name: current.name })} subtitle={t('edit.subtitle')} />
              <Group gap="xs">
                <VenueStatusBadge status={current.status} />
                <VerificationBadge status={current.verificationStatus} />
              </Group>
              <Tabs value={tab} onChange={(value) => setSearch(value && value !== 'details' ? { tab: value } : {}, { replace: true })} keepMounted={false}>
                <Tabs.List mb="lg">
                  <Tabs.Tab value="details">{tPhotos('tab.details')}</Tabs.Tab>
                  <Tabs.Tab value="photos">{tPhotos('tab.photos', { count: current.photoCount })}</Tabs.Tab>
                  <Tabs.Tab value="verification">{tPhotos('tab.verification')}</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="details">
                  <VenueForm
                    initial={venueFormFieldsOf(current)}
                    initialHours={{ openingHours: current.openingHours, alwaysOpen: current.alwaysOpen, specialHours: current.specialHours }}
                    send={async (fields, hours) => {
                      const before = current.status;
                      const saved = await apiClient.call(API.merchantVenues.update, { params: { id }, body: { ...venueFormBody(fields), ...hours } });
                      const backToModeration = saved.status === 'pending' && before !== 'pending';
                      showToast(backToModeration ? t('edit.backToModeration') : t('edit.success'), backToModeration ? 'info' : 'success');
                      await refresh();
                      void navigate('/merchant/venues');
                    }}
                    failed={t('edit.failed')}
                    submit={{ label: t('edit.submit'), busy: t('edit.submitting') }}
                  />
                </Tabs.Panel>
                <Tabs.Panel value="photos">
                  <PhotoManager venueId={id} venueName={current.name} published={current.status === 'approved'} />
                </Tabs.Panel>
                <Tabs.Panel value="verification">
                  <VerificationPanel venueId={id} />
                </Tabs.Panel>
              </Tabs>
              {user?.role === 'merchant' && <DeleteVenueSection venueId={id} venueName={current.name} />}
            </>
          )}
        </QueryView>
      </Stack>
    </Container>
  );
}

import { Alert, Anchor, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { API, CLAIM_ERROR_PARAM, CLAIM_MESSAGES, CLAIM_PROVIDERS, CLAIM_RESULT_PARAM, CLAIM_RESULTS, claimScreenPath, venueInLocale, type ClaimDto, type ClaimProvider } from '@lieux/contracts';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { apiClient } from '../../api/api-client';
import { BecomeMerchantCard } from '../../auth/become-merchant';
import { useAuthStatus } from '../../auth/use-auth-status';
import { useConnectionProvidersQuery } from '../../connections/connections.queries';
import { cityLabel } from '../../i18n/place-label';
import { placeMessages } from '../../i18n/places.fr';
import { useLocale } from '../../i18n/use-locale';
import { useT } from '../../i18n/use-t';
import { useScreenTitle } from '../../layout/use-screen-title';
import { usePlaceQuery } from '../../venues/venue.queries';
import { ClaimDocumentsForm } from './claim-documents-form';
import { claimMessages } from './claim.fr';

const KNOWN_ERRORS = ['claim_account_mismatch', 'claim_plan_full', 'claim_already_pending', 'claim_already_owner', 'claim_venue_not_claimable', 'merchant_only'] as const;
type KnownError = (typeof KNOWN_ERRORS)[number];
const isKnownError = (code: string | null): code is KnownError => (KNOWN_ERRORS as readonly string[]).includes(code ?? '');

/** `GET /api/claims`: the signed-in user's claims (the screen shows the one of this venue). */
function useMyClaimsQuery(enabled: boolean) {
  return useQuery({ queryKey: ['claims', 'mine'], queryFn: ({ signal }) => apiClient.call(API.claims.mine, { signal }), enabled });
}

/**
 * The claim screen (issue 32 §2, `/merchant/revendiquer/{slug}`): what the listing says, the proof
 * by an Instagram or Google Business account (a navigation to the platform through
 * `/api/claims/{slug}/connect/{provider}`, back here with `?revendication=`) or by documents
 * (ClaimDocumentsForm), and where the claim stands.
 */
export function ClaimPage() {
  const { slug = '' } = useParams();
  const t = useT(claimMessages);
  const tPlaces = useT(placeMessages);
  const { locale } = useLocale();
  const [search] = useSearchParams();
  const { user } = useAuthStatus();
  const place = usePlaceQuery(slug);
  const claims = useMyClaimsQuery(user !== null && user !== undefined);
  const providers = useConnectionProvidersQuery();
  const venue = place.data;
  const name = venue ? venueInLocale(venue, locale).name : '';
  // The name isolated (FSI…PDI): a Latin name keeps its order inside the Arabic sentence.
  const title = t('screenTitle', { name: `\u2068${name}\u2069` });
  useScreenTitle(venue ? title : t('loading'));

  const result = search.get(CLAIM_RESULT_PARAM);
  const errorCode = search.get(CLAIM_ERROR_PARAM);
  const mine: ClaimDto | undefined = venue ? claims.data?.find((claim) => claim.venueId === venue.id) : undefined;
  const usable = CLAIM_PROVIDERS.filter((provider) => providers.data?.some((status) => status.provider === provider && status.configured));
  const canAsk = user?.role === 'merchant' || user?.role === 'admin';
  const waiting = mine?.status === 'pending' || mine?.status === 'approved';

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      {place.isPending ? (
        <Skeleton height={320} radius="lg" aria-label={t('loading')} />
      ) : !venue ? (
        <Alert color="red" variant="light" role="alert">
          {t('error.claim_venue_not_claimable')}
        </Alert>
      ) : (
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={1} fz={{ base: 24, sm: 32 }}>
              {title}
            </Title>
            <Text c="dark.6">{t('intro')}</Text>
          </Stack>

          {result === CLAIM_RESULTS.sent && (
            <Alert color="teal" variant="light" role="status" data-claim-result="sent">
              {t('sent')}
            </Alert>
          )}
          {result === CLAIM_RESULTS.reported && (
            <Alert color="yellow" variant="light" role="status" data-claim-result="reported">
              {t('reported')}
            </Alert>
          )}
          {result === CLAIM_RESULTS.error && (
            <Alert color="red" variant="light" role="alert" title={t('failed')} data-claim-result="error">
              {isKnownError(errorCode) ? t(`error.${errorCode}`) : t('error.other')}
            </Alert>
          )}

          {mine?.status === 'pending' && result !== CLAIM_RESULTS.sent && <Alert color="blue" variant="light">{t('pending')}</Alert>}
          {mine?.status === 'approved' && (
            <Alert color="teal" variant="light">
              <Stack gap="xs" align="flex-start">
                <Text fz="sm">{t('approved')}</Text>
                <Button component={Link} to={`/merchant/venue/${venue.id}/edit`} size="xs">
                  {t('approvedAction')}
                </Button>
              </Stack>
            </Alert>
          )}
          {mine?.status === 'refused' && mine.reason && <Alert color="orange" variant="light">{t('refused', { reason: mine.reason })}</Alert>}
          {!venue.claimable && !mine && <Text c="dark.6">{t('owned')}</Text>}

          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Title order={2} fz="lg" mb="xs">
              {t('listingTitle')}
            </Title>
            <Text fz="sm">
              <bdi>
                {venue.address}, {cityLabel(tPlaces, venue.city)}
              </bdi>
            </Text>
            <Text fz="sm">
              {t('website')} : <bdi dir="ltr" style={{ overflowWrap: 'anywhere' }}>{venue.website ?? t('none')}</bdi>
            </Text>
            <Text fz="sm">
              {t('phone')} : <bdi dir="ltr">{venue.phone ?? t('none')}</bdi>
            </Text>
          </Paper>

          {user?.role === 'consumer' && <BecomeMerchantCard then={claimScreenPath(slug)} />}

          {canAsk && !waiting && (
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
              <Title order={2} fz="lg" mb="xs">
                {t('proveTitle')}
              </Title>
              {usable.length === 0 && !providers.isPending ? (
                <Text fz="sm">{t('unavailable')}</Text>
              ) : (
                <>
                  <Text fz="sm" c="dark.6" mb="md">
                    {t('proveHelp')}
                  </Text>
                  <Group gap="sm">
                    {usable.map((provider) => (
                      <Button key={provider} component="a" href={`/api/claims/${encodeURIComponent(slug)}/connect/${provider}`} variant={provider === 'instagram' ? 'filled' : 'light'} data-claim-provider={provider}>
                        {t(PROVIDER_LABEL[provider])}
                      </Button>
                    ))}
                  </Group>
                </>
              )}
            </Paper>
          )}
          {canAsk && !waiting && <ClaimDocumentsForm slug={slug} />}

          <Group gap="lg">
            <Anchor component={Link} to={`/venue/${venue.slug}`}>
              {t('backToVenue')}
            </Anchor>
            <Anchor component={Link} to={`/faq#${CLAIM_MESSAGES.faqAnchor}`}>
              {t('faqLink')}
            </Anchor>
          </Group>
        </Stack>
      )}
    </Container>
  );
}

const PROVIDER_LABEL: Record<ClaimProvider, 'withInstagram' | 'withGoogle'> = { instagram: 'withInstagram', google: 'withGoogle' };

import { Alert, Button, Checkbox, Container, NativeSelect, Paper, SimpleGrid, Stack, TagsInput, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { API, MAX_VENUE_TAGS, type MerchantVenueDto } from '@lieux/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { apiClient } from '../../api/api-client';
import { ApiRequestError } from '../../api/api-request.error';
import { userFacingError } from '../../api/user-facing-error';
import { useT } from '../../i18n/use-t';
import { ScreenHeading } from '../../layout/screen-heading';
import { useScreenTitle } from '../../layout/use-screen-title';
import { BackToDashboard } from '../../merchant/back-to-dashboard';
import { contentMessages } from '../../merchant/content.fr';
import { useMerchantVenuesQuery, useRefreshAfterVenueChange } from '../../merchant/merchant.queries';
import { OpeningHoursEditor } from '../../merchant/opening-hours-editor';
import { QueryView } from '../../merchant/query-view';
import { isValidPhone, isValidWebsite, serverFieldTexts } from '../../merchant/venue-form-rules';
import { venueFormMessages } from '../../merchant/venue-form.fr';
import { showToast } from '../../toasts/show-toast';
import { hoursProblems, type HoursValue } from '../../merchant/hours-editing';
import { NoVenueYet } from '../../merchant/no-venue-yet';

/**
 * /merchant/content: the content of each venue — description, tags, opening hours, contact details —
 * that the merchant keeps up to date without a new moderation (docs/merchant.md).
 */
export function MerchantContentPage() {
  const t = useT(contentMessages);
  useScreenTitle(t('screenTitle'));
  const venues = useMerchantVenuesQuery();
  const [chosen, setChosen] = useState<string | null>(null);

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <BackToDashboard label={t('back')} />
        <ScreenHeading title={t('title')} subtitle={t('subtitle')} />
        <QueryView query={venues} height={320} failed={t('app.genericError')}>
          {(list) => {
            const venue = list.find((item) => item.id === chosen) ?? list[0];
            return venue === undefined ? (
              <NoVenueYet message={t('empty')} action={t('emptyAction')} />
            ) : (
              <>
                {list.length > 1 && (
                  <NativeSelect
                    label={t('venue')}
                    value={venue.id}
                    onChange={(event) => setChosen(event.currentTarget.value)}
                    data={list.map((item) => ({ value: item.id, label: item.name }))}
                    maw={360}
                  />
                )}
                <ContentForm key={`${venue.id}:${venue.updatedAt}`} venue={venue} />
              </>
            );
          }}
        </QueryView>
      </Stack>
    </Container>
  );
}

type ContentField = 'description' | 'tags' | 'openingHours' | 'specialHours' | 'phone' | 'whatsapp' | 'website';

function ContentForm({ venue }: { venue: MerchantVenueDto }) {
  const t = useT(contentMessages);
  const tForm = useT(venueFormMessages);
  const refresh = useRefreshAfterVenueChange();
  const tags = useQuery({ queryKey: ['tags'], queryFn: ({ signal }) => apiClient.call(API.tags.list, { signal }) });
  const [description, setDescription] = useState(venue.description ?? '');
  const [tagNames, setTagNames] = useState(venue.tags.map((tag) => tag.name));
  const [hours, setHours] = useState<HoursValue>({ openingHours: venue.openingHours, alwaysOpen: venue.alwaysOpen, specialHours: venue.specialHours });
  const [phone, setPhone] = useState(venue.phone ?? '');
  const [whatsapp, setWhatsapp] = useState(venue.whatsapp ?? '');
  const [permanentlyClosed, setPermanentlyClosed] = useState(venue.permanentlyClosed);
  const [website, setWebsite] = useState(venue.website ?? '');
  const [errors, setErrors] = useState<Partial<Record<ContentField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const check = (): Partial<Record<ContentField, string>> => ({
    ...(phone.trim() !== '' && !isValidPhone(phone) ? { phone: tForm('rule.phoneInvalid') } : {}),
    ...(whatsapp.trim() !== '' && !isValidPhone(whatsapp) ? { whatsapp: tForm('rule.phoneInvalid') } : {}),
    ...(website.trim() !== '' && !isValidWebsite(website) ? { website: tForm('rule.invalidUrl') } : {}),
  });
  // The editor shows the hours' faults beside their day; they only hold the form back here.
  const hoursBroken = Object.keys(hoursProblems(hours)).length > 0;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const broken = check();
    setErrors(broken);
    if (Object.keys(broken).length > 0 || hoursBroken) return;
    setSaving(true);
    setError(null);
    try {
      const blankIsNull = (text: string) => (text.trim() === '' ? null : text.trim());
      await apiClient.call(API.merchantVenues.update, {
        params: { id: venue.id },
        body: { description: blankIsNull(description), tags: tagNames, ...hours, phone: blankIsNull(phone), whatsapp: blankIsNull(whatsapp), website: blankIsNull(website), permanentlyClosed },
      });
      showToast(t('saved'), 'success');
      await refresh();
    } catch (failure) {
      setError(userFacingError(failure, t('failed')));
      if (failure instanceof ApiRequestError) setErrors(serverFieldTexts(failure.fieldErrors, (rule) => tForm(`rule.${rule}`)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="lg">
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Section title={t('section.description')}>
          <Textarea dir="auto" label={t('description')} description={t('descriptionHint')} styles={HINT_STYLES} autosize minRows={4} value={description} onChange={(event) => setDescription(event.currentTarget.value)} error={errors.description} />
        </Section>
        <Section title={t('section.tags')}>
          <TagsInput
            label={t('tags')}
            description={t('tagsHint')}
            styles={HINT_STYLES}
            value={tagNames}
            onChange={setTagNames}
            data={(tags.data ?? []).map((tag) => tag.name)}
            maxTags={MAX_VENUE_TAGS}
            error={errors.tags}
            clearable
          />
        </Section>
        <Section title={t('section.hours')}>
          <OpeningHoursEditor value={hours} onChange={setHours} />
          {(errors.openingHours ?? errors.specialHours) && (
            <Text fz="sm" c="red.9" role="alert">
              {errors.openingHours ?? errors.specialHours}
            </Text>
          )}
        </Section>
        <Section title={t('section.contact')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('phone')} type="tel" dir="ltr" value={phone} onChange={(event) => setPhone(event.currentTarget.value)} error={errors.phone} />
            <TextInput label={t('whatsapp')} description={t('whatsappHint')} styles={HINT_STYLES} type="tel" dir="ltr" value={whatsapp} onChange={(event) => setWhatsapp(event.currentTarget.value)} error={errors.whatsapp} />
            <TextInput label={t('website')} type="url" dir="ltr" value={website} onChange={(event) => setWebsite(event.currentTarget.value)} error={errors.website} />
          </SimpleGrid>
        </Section>
        <Section title={t('section.status')}>
          <Checkbox
            label={t('permanentlyClosed')}
            description={t('permanentlyClosedHint')}
            styles={HINT_STYLES}
            checked={permanentlyClosed}
            onChange={(event) => setPermanentlyClosed(event.currentTarget.checked)}
            color="red.9"
          />
        </Section>
        <Button type="submit" loading={saving} style={{ alignSelf: 'flex-start' }}>
          {saving ? t('saving') : t('save')}
        </Button>
      </Stack>
    </form>
  );
}

/** Field hints dark enough for WCAG AA (Mantine's dimmed default is not), as the password field's. */
const HINT_STYLES = { description: { color: 'var(--mantine-color-gray-7)' } };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

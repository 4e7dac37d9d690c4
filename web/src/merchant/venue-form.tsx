import { Alert, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiRequestError } from '../api/api-request.error';
import { userFacingError } from '../api/user-facing-error';
import { useCategoriesQuery } from '../api/categories.query';
import { categoryMessages } from '../i18n/categories.fr';
import { categoryLabel } from '../i18n/category-label';
import { useT } from '../i18n/use-t';
import { LazyVenueMap } from '../map/lazy-venue-map';
import { geoTexts, useNearMe } from '../screens/search/use-near-me';
import { showToast } from '../toasts/show-toast';
import { hoursProblems, type HoursValue } from './hours-editing';
import { OpeningHoursEditor } from './opening-hours-editor';
import { parseCoordinate, serverFieldTexts, validateVenueForm, type VenueFormFields } from './venue-form-rules';
import { venueFormMessages } from './venue-form.fr';

interface VenueFormProps {
  initial: VenueFormFields;
  initialHours: HoursValue;
  /** Sends the form; throws an `ApiRequestError` (with the server's field errors) on failure. */
  send: (fields: VenueFormFields, hours: HoursValue) => Promise<void>;
  /** The banner's text when the server refused the form (spec: 'Impossible de créer le lieu…'). */
  failed: string;
  submit: { label: string; busy: string };
  /** Shown above the fields (the quota notice). */
  notice?: ReactNode;
  disabled?: boolean;
}

/** Per field: the text to show under it (a client rule in the reader's language, or the server's message). */
type FieldTexts = Partial<Record<keyof VenueFormFields | keyof HoursValue, string>>;

/**
 * The venue form, grouped as the spec says (basic info, location, contact): the spec's rules checked
 * before sending, 'my position' and a map to place the pin, the country shown disabled, and the
 * server's field errors beside their fields when it refuses.
 */
export function VenueForm({ initial, initialHours, send, failed, submit, notice, disabled = false }: VenueFormProps) {
  const t = useT(venueFormMessages);
  const tCategory = useT(categoryMessages);
  const categories = useCategoriesQuery();
  const [fields, setFields] = useState(initial);
  const [hours, setHours] = useState(initialHours);
  const [texts, setTexts] = useState<FieldTexts>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  /** Changes a field; its error goes with the change (the rules run again on the next submit). */
  const set = (name: keyof VenueFormFields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setTexts(({ [name]: _changed, ...others }) => others);
  };
  const place = ({ lat, lng }: { lat: number; lng: number }) =>
    setFields((current) => ({ ...current, latitude: lat.toFixed(6), longitude: lng.toFixed(6) }));
  const { locating, locate } = useNearMe(
    geoTexts(t),
    place,
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const broken = validateVenueForm(fields);
    setTexts(Object.fromEntries(Object.entries(broken).map(([name, rule]) => [name, t(`rule.${rule}`)])));
    // The hours' faults are shown beside their day as the merchant types; they hold the form back here.
    if (Object.keys(broken).length > 0 || Object.keys(hoursProblems(hours)).length > 0) return;
    setSubmitting(true);
    setError(null);
    try {
      await send(fields, hours);
    } catch (failure) {
      setSubmitting(false);
      const fieldErrors = failure instanceof ApiRequestError ? failure.fieldErrors : [];
      const message = fieldErrors.length > 0 ? failed : userFacingError(failure, failed);
      setError(message);
      showToast(message, 'error');
      setTexts(serverFieldTexts(fieldErrors, (rule) => t(`rule.${rule}`)));
    }
  };

  /** A text field's props: its value, its setter and the text of its broken rule. */
  const field = (name: keyof VenueFormFields) => ({
    value: fields[name],
    onChange: (event: { currentTarget: { value: string } }) => set(name)(event.currentTarget.value),
    error: texts[name],
  });
  const latitude = parseCoordinate(fields.latitude, 90);
  const longitude = parseCoordinate(fields.longitude, 180);
  const pin =
    typeof latitude === 'number' && typeof longitude === 'number'
      ? [{ id: 'pin', lat: latitude, lng: longitude, name: fields.name.trim() || t('pin'), detail: '', score: null, href: '' }]
      : [];

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={submitting}>
      <Stack gap="lg">
        {notice}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <FormSection title={t('section.basic')}>
          <TextInput
            label={t('name')}
            placeholder={t('namePlaceholder')}
            required
            {...field('name')}
          />
          <NativeSelect
            label={t('category')}
            required
            {...field('categoryId')}
            data={[
              { value: '', label: t('categoryPlaceholder') },
              ...(categories.data ?? []).map((category) => ({ value: category.id, label: categoryLabel(tCategory, category) })),
            ]}
          />
          <Textarea
            dir="auto"
            label={t('description')}
            placeholder={t('descriptionPlaceholder')}
            autosize
            minRows={3}
            {...field('description')}
          />
        </FormSection>
        <FormSection title={t('section.languages')}>
          <Text fz="sm" c="dark.5">
            {t('languagesHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput dir="rtl" lang="ar" label={t('nameAr')} placeholder={t('nameArPlaceholder')} {...field('nameAr')} />
            <TextInput dir="ltr" lang="en" label={t('nameEn')} placeholder={t('nameEnPlaceholder')} {...field('nameEn')} />
          </SimpleGrid>
          <Textarea dir="rtl" lang="ar" label={t('descriptionAr')} autosize minRows={2} {...field('descriptionAr')} />
          <Textarea dir="ltr" lang="en" label={t('descriptionEn')} autosize minRows={2} {...field('descriptionEn')} />
        </FormSection>
        <FormSection title={t('section.location')}>
          <TextInput
            label={t('address')}
            placeholder={t('addressPlaceholder')}
            required
            autoComplete="street-address"
            {...field('address')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('city')}
              placeholder={t('cityPlaceholder')}
              required
              autoComplete="address-level2"
              {...field('city')}
            />
            <TextInput label={t('country')} value={t('countryValue')} disabled readOnly />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2 }}>
            <TextInput label={t('latitude')} dir="ltr" inputMode="decimal" {...field('latitude')} />
            <TextInput label={t('longitude')} dir="ltr" inputMode="decimal" {...field('longitude')} />
          </SimpleGrid>
          <Group justify="space-between" gap="xs">
            <Text fz="sm" c="dark.5">
              {t('mapHint')}
            </Text>
            <Button variant="light" size="sm" onClick={locate} loading={locating}>
              {locating ? t('locating') : t('myPosition')}
            </Button>
          </Group>
          <LazyVenueMap markers={pin} label={t('mapLabel')} openLabel={t('pin')} onOpen={() => undefined} onPick={place} height={280} singleZoom={15} />
        </FormSection>
        <FormSection title={t('section.contact')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('phone')} placeholder={t('phonePlaceholder')} dir="ltr" type="tel" autoComplete="tel" {...field('phone')} />
            <TextInput label={t('whatsapp')} placeholder={t('whatsappPlaceholder')} dir="ltr" type="tel" {...field('whatsapp')} />
            <TextInput label={t('website')} placeholder={t('websitePlaceholder')} dir="ltr" type="url" autoComplete="url" {...field('website')} />
          </SimpleGrid>
        </FormSection>
        <FormSection title={t('section.hours')}>
          <OpeningHoursEditor value={hours} onChange={setHours} />
          {(texts.openingHours ?? texts.specialHours) && (
            <Text fz="sm" c="red.9" role="alert">
              {texts.openingHours ?? texts.specialHours}
            </Text>
          )}
        </FormSection>
        <Button type="submit" size="md" loading={submitting} disabled={submitting || disabled} style={{ alignSelf: 'flex-start' }}>
          {submitting ? submit.busy : submit.label}
        </Button>
      </Stack>
    </form>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="fieldset" style={{ margin: 0, minInlineSize: 0 }}>
      <Stack gap="sm">
        <Title order={2} fz="h4" component="legend" style={{ padding: 0 }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

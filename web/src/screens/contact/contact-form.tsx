import { Alert, Button, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { API, CONTACT_SUBJECTS, GDPR_REQUEST_TYPES, type ContactSubject, type GdprRequestType } from '@lieux/contracts';
import { apiClient } from '../../api/api-client';
import { userFacingError } from '../../api/user-facing-error';
import { useLocale } from '../../i18n/use-locale';
import { useT } from '../../i18n/use-t';
import { showToast } from '../../toasts/show-toast';
import { EMPTY_CONTACT, validateContact, type ContactFields, type ContactRule } from './contact-rules';
import { contactMessages } from './contact.fr';
import classes from './contact-form.module.css';

/** The contact form's subjects: the spec's list (the GDPR one has its own form on /rgpd). */
const FORM_SUBJECTS = CONTACT_SUBJECTS.filter((subject): subject is Exclude<ContactSubject, 'gdpr'> => subject !== 'gdpr');

/**
 * The contact form (`kind="contact"`, /contact) and the GDPR request form (`kind="gdpr"`, /rgpd):
 * both `POST /api/contact`, the GDPR one with subject `gdpr` and the type of request. A success
 * raises the confirmation toast and clears the form; a failure shows the server's French message.
 */
export function ContactForm({ kind, idPrefix }: { kind: 'contact' | 'gdpr'; idPrefix: string }) {
  const t = useT(contactMessages);
  const { locale } = useLocale();
  const initial: ContactFields = kind === 'gdpr' ? { ...EMPTY_CONTACT, subject: 'gdpr' } : EMPTY_CONTACT;
  const [fields, setFields] = useState<ContactFields>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof ContactFields, ContactRule>>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const set = (name: keyof ContactFields) => (value: string | null) => setFields((current) => ({ ...current, [name]: value ?? '' }));
  const ruleText = (name: keyof ContactFields) => (errors[name] ? t(`rule.${errors[name]}`) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    setError(null);
    try {
      const { requestType, subject, website, ...rest } = fields;
      await apiClient.call(API.contact.send, {
        body: {
          ...rest,
          firstName: rest.firstName.trim(),
          lastName: rest.lastName.trim(),
          email: rest.email.trim(),
          message: rest.message.trim(),
          subject: subject as ContactSubject,
          ...(subject === 'gdpr' ? { requestType: requestType as GdprRequestType } : {}),
          ...(website ? { website } : {}),
          locale,
        },
      });
      showToast(kind === 'gdpr' ? t('gdprSent') : t('sent'), 'success');
      setFields(initial);
    } catch (failure) {
      setError(userFacingError(failure, t('failed')));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={submitting}>
      <Stack gap="md">
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput id={`${idPrefix}-first-name`} label={t('firstName')} autoComplete="given-name" required value={fields.firstName} onChange={(event) => set('firstName')(event.currentTarget.value)} error={ruleText('firstName')} />
          <TextInput id={`${idPrefix}-last-name`} label={t('lastName')} autoComplete="family-name" required value={fields.lastName} onChange={(event) => set('lastName')(event.currentTarget.value)} error={ruleText('lastName')} />
        </SimpleGrid>
        <TextInput id={`${idPrefix}-email`} label={t('email')} type="email" autoComplete="email" dir="ltr" required value={fields.email} onChange={(event) => set('email')(event.currentTarget.value)} error={ruleText('email')} />
        {kind === 'contact' ? (
          <NativeSelect
            id={`${idPrefix}-subject`}
            label={t('subject')}
            required
            data={[{ value: '', label: t('subjectPlaceholder'), disabled: true }, ...FORM_SUBJECTS.map((subject) => ({ value: subject, label: t(`subject.${subject}`) }))]}
            value={fields.subject}
            onChange={(event) => set('subject')(event.currentTarget.value)}
            error={ruleText('subject')}
          />
        ) : (
          <NativeSelect
            id={`${idPrefix}-request-type`}
            label={t('requestType')}
            required
            data={[{ value: '', label: t('rule.requestType'), disabled: true }, ...GDPR_REQUEST_TYPES.map((type) => ({ value: type, label: t(`requestType.${type}`) }))]}
            value={fields.requestType}
            onChange={(event) => set('requestType')(event.currentTarget.value)}
            error={ruleText('requestType')}
          />
        )}
        <Textarea id={`${idPrefix}-message`} label={t('message')} description={t('messageHint')} styles={{ description: { color: 'var(--mantine-color-dark-5)' } }} required autosize minRows={5} maxRows={12} value={fields.message} onChange={(event) => set('message')(event.currentTarget.value)} error={ruleText('message')} />
        {/* The honeypot: off-screen, out of the tab order and hidden from screen readers. */}
        <div className={classes.honeypot} aria-hidden="true">
          <label htmlFor={`${idPrefix}-website`}>{t('honeypot')}</label>
          <input id={`${idPrefix}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" value={fields.website} onChange={(event) => set('website')(event.currentTarget.value)} />
        </div>
        <Button type="submit" loading={submitting} loaderProps={{ 'aria-label': t('submitting') }} style={{ alignSelf: 'flex-start' }}>
          {submitting ? t('submitting') : t('submit')}
        </Button>
      </Stack>
    </form>
  );
}

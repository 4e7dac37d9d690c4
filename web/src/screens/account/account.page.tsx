import { Alert, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { API, type UserDto } from '@lieux/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiClient } from '../../api/api-client';
import { userFacingError } from '../../api/user-facing-error';
import { validateDeletion, validatePasswordChange, validateProfile } from '../../auth/account-rules';
import { EmailField, PasswordField, useRuleText } from '../../auth/auth-card';
import { BecomeMerchantCard } from '../../auth/become-merchant';
import { useAuthForm } from '../../auth/use-auth-form';
import { authStatusQueryKey, useAuthStatus } from '../../auth/use-auth-status';
import { useT } from '../../i18n/use-t';
import { ScreenHeading } from '../../layout/screen-heading';
import { useScreenTitle } from '../../layout/use-screen-title';
import { showToast } from '../../toasts/show-toast';
import { EmailConfirmationNotice } from '../confirm-email/email-confirmation-notice';
import { accountMessages } from './account.fr';

/** /compte (signed-in only, from the avatar menu): the address to confirm (issue 30 §9), names, becoming a merchant (consumers), password, my data, deleting the account. */
export function AccountPage() {
  const t = useT(accountMessages);
  useScreenTitle(t('title'));
  const { user } = useAuthStatus();
  if (!user) return null;
  return (
    <Container size="sm" py={{ base: 32, sm: 56 }}>
      <Stack gap="lg">
        <ScreenHeading title={t('title')} subtitle={t('subtitle')} />
        {!user.emailConfirmed && <EmailConfirmationNotice user={user} />}
        <ProfileForm user={user} />
        <BecomeMerchantCard />
        <PasswordForm />
        <ExportSection />
        <DeleteForm />
      </Stack>
    </Container>
  );
}

interface SectionProps {
  title: string;
  children: ReactNode;
  form?: { error: string | null; submitting: boolean; submit: () => void };
  /** A literal colour, so that the contrast test knows every one a section may use. */
  submit?: { label: string; busy: string; color?: 'red.8' };
}

/** One card of the page; with `form`, a form with its error banner and submit button. */
function Section({ title, children, form, submit }: SectionProps) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form?.submit();
  };
  const body = (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {title}
      </Title>
      {form?.error && (
        <Alert color="red" variant="light" role="alert">
          {form.error}
        </Alert>
      )}
      {children}
      {form && submit && (
        <Button type="submit" color={submit.color} loading={form.submitting} disabled={form.submitting} style={{ alignSelf: 'flex-start' }}>
          {form.submitting ? submit.busy : submit.label}
        </Button>
      )}
    </Stack>
  );
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      {form ? (
        <form onSubmit={onSubmit} noValidate>
          {body}
        </form>
      ) : (
        body
      )}
    </Paper>
  );
}

function ProfileForm({ user }: { user: UserDto }) {
  const t = useT(accountMessages);
  const ruleText = useRuleText();
  const queryClient = useQueryClient();
  const form = useAuthForm(
    { firstName: user.firstName, lastName: user.lastName },
    {
      validate: validateProfile,
      send: async ({ firstName, lastName }) => {
        await apiClient.call(API.auth.updateProfile, { body: { firstName: firstName.trim(), lastName: lastName.trim() } });
        showToast(t('profile.saved'), 'success');
        await queryClient.invalidateQueries({ queryKey: authStatusQueryKey });
      },
      failed: t('app.genericError'),
      after: 'keep',
    },
  );
  const fields = [
    { name: 'firstName', label: t('profile.firstName'), autoComplete: 'given-name' },
    { name: 'lastName', label: t('profile.lastName'), autoComplete: 'family-name' },
  ] as const;
  return (
    <Section title={t('profile.title')} form={form} submit={{ label: t('profile.save'), busy: t('profile.saving') }}>
      {fields.map(({ name, label, autoComplete }) => (
        <TextInput
          key={name}
          label={label}
          autoComplete={autoComplete}
          required
          value={form.fields[name]}
          onChange={(event) => form.set(name)(event.currentTarget.value)}
          error={ruleText(form.errors[name])}
        />
      ))}
      <EmailField value={user.email} onChange={() => undefined} readOnly />
      {user.emailConfirmed && <EmailConfirmationNotice user={user} />}
    </Section>
  );
}

function PasswordForm() {
  const t = useT(accountMessages);
  const form = useAuthForm(
    { currentPassword: '', newPassword: '' },
    {
      validate: validatePasswordChange,
      send: async (body) => {
        // The page's own words, in the reader's language (the server's message is French).
        await apiClient.call(API.auth.changePassword, { body });
        showToast(t('password.changed'), 'success');
      },
      failed: t('app.genericError'),
      after: 'clear',
    },
  );
  return (
    <Section title={t('password.title')} form={form} submit={{ label: t('password.save'), busy: t('password.saving') }}>
      <PasswordField
        label={t('password.current')}
        {...form.field('currentPassword')}
        autoComplete="current-password"
      />
      <PasswordField
        label={t('password.new')}
        {...form.field('newPassword')}
        description={t('password.hint')}
        autoComplete="new-password"
      />
    </Section>
  );
}

/** GDPR: GET /api/auth/me/export, saved as a JSON file. */
function ExportSection() {
  const t = useT(accountMessages);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setError(null);
    try {
      const data = await apiClient.call(API.auth.exportData);
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: 'lieux-mes-donnees.json' });
      link.click();
      URL.revokeObjectURL(url);
    } catch (failure) {
      setError(userFacingError(failure, t('app.genericError')));
    }
  };
  return (
    <Section title={t('export.title')}>
      <Text>{t('export.body')}</Text>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Button variant="default" onClick={() => void download()} style={{ alignSelf: 'flex-start' }}>
        {t('export.action')}
      </Button>
    </Section>
  );
}

function DeleteForm() {
  const t = useT(accountMessages);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useAuthForm(
    { password: '' },
    {
      validate: validateDeletion,
      send: async (body) => {
        await apiClient.call(API.auth.deleteAccount, { body });
        showToast(t('delete.done'), 'success');
        await queryClient.invalidateQueries({ queryKey: authStatusQueryKey });
        void navigate('/', { replace: true });
      },
      failed: t('app.genericError'),
    },
  );
  return (
    <Section title={t('delete.title')} form={form} submit={{ label: t('delete.action'), busy: t('delete.deleting'), color: 'red.8' }}>
      <Text>{t('delete.body')}</Text>
      <PasswordField
        label={t('delete.password')}
        {...form.field('password')}
        autoComplete="current-password"
      />
    </Section>
  );
}

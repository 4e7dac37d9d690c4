import { Alert, Anchor, Button, Container, Divider, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { EXTERNAL_SIGN_IN_ERRORS, type ExternalSignInError } from '@lieux/contracts';
import { useT } from '../i18n/use-t';
import { useScreenTitle } from '../layout/use-screen-title';
import type { FieldRule } from './account-rules';
import { authFormMessages } from './auth-form.fr';
import { useAuthProviders } from './use-auth-providers';
import { useReturnPath } from './use-session-actions';

interface AuthCardProps {
  /** The screen's texts. */
  labels: { title: string; subtitle: string; submit: string; submitting: string };
  /** `useAuthForm`'s state: the error banner (the server's French message), the submitting state. */
  form: { error: string | null; submitting: boolean; submit: () => void };
  /** The fields above the submit button. */
  children: ReactNode;
  /** Under the card: the link to the other screen. */
  footer: { question: string; link: string; to: string; state?: unknown };
}

/** The login and sign-up screens' frame: title, error banner, form, external sign-in, footer link. */
export function AuthCard({ labels, form, children, footer }: AuthCardProps) {
  const t = useT(authFormMessages);
  const { title, subtitle } = labels;
  const { error, submitting } = form;
  const [query] = useSearchParams();
  const externalError = externalSignInErrorOf(query.get('erreur'));
  const { externalSignIn } = useAuthProviders();
  const returnTo = useReturnPath();
  useScreenTitle(title);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };

  return (
    <Container size={460} py={{ base: 32, sm: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs">
        <Stack gap="md">
          <div>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {title}
            </Title>
            <Text c="gray.7" mt={4}>
              {subtitle}
            </Text>
          </div>
          {externalError && (
            <Alert color={externalError === 'unavailable' ? 'blue' : 'red'} variant="light" role={externalError === 'unavailable' ? 'status' : 'alert'}>
              {t(`externalError.${externalError}`)}
            </Alert>
          )}
          {error && (
            <Alert color="red" variant="light" title={t('errorTitle')} role="alert">
              {error}
            </Alert>
          )}
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              {children}
              <Button type="submit" fullWidth mt="xs" loading={submitting} loaderProps={{ type: 'dots' }} disabled={submitting}>
                {submitting ? labels.submitting : labels.submit}
              </Button>
            </Stack>
          </form>
          {/* Only where an OpenID provider is configured (GET /api/auth/providers). A browser navigation, not a
              call: the gateway leads to the provider and back to where the person was (spec section 7). */}
          {externalSignIn && (
            <>
              <Divider label={<Text span size="xs" c="gray.7">{t('or')}</Text>} labelPosition="center" />
              <Button component="a" href={returnTo ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : '/api/login'} variant="default" fullWidth h="auto" mih={36} py={6} styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}>
                {t('external')}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
      <Text ta="center" mt="md">
        {footer.question}{' '}
        <Anchor component={Link} to={footer.to} state={footer.state} fw={600}>
          {footer.link}
        </Anchor>
      </Text>
    </Container>
  );
}

/** The reason an external sign-in came back to this screen (`?erreur=…`), if it is one. */
function externalSignInErrorOf(value: string | null): ExternalSignInError | undefined {
  return (Object.keys(EXTERNAL_SIGN_IN_ERRORS) as ExternalSignInError[]).find((key) => EXTERNAL_SIGN_IN_ERRORS[key] === value);
}

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  rule?: FieldRule;
}

/** The text of a broken rule in the reader's language (in French, the server's own message). */
export function useRuleText(): (rule: FieldRule | undefined) => string | undefined {
  const t = useT(authFormMessages);
  return (rule) => (rule ? t(`rule.${rule}`) : undefined);
}

/** The e-mail field of both screens. */
export function EmailField({ value, onChange, rule, readOnly }: FieldProps & { readOnly?: boolean }) {
  const t = useT(authFormMessages);
  const ruleText = useRuleText();
  return (
    <TextInput
      label={t('email')}
      type="email"
      autoComplete="email"
      placeholder={t('emailPlaceholder')}
      required={!readOnly}
      readOnly={readOnly}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={ruleText(rule)}
      dir="ltr"
    />
  );
}

/** The password field with its show/hide toggle; `autoComplete` tells a login from a new password. */
export function PasswordField({
  value,
  onChange,
  rule,
  description,
  autoComplete,
  label,
}: FieldProps & { description?: string; autoComplete: 'current-password' | 'new-password'; label?: string }) {
  const t = useT(authFormMessages);
  const ruleText = useRuleText();
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      label={label ?? t('password')}
      autoComplete={autoComplete}
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={ruleText(rule)}
      description={description}
      styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{ 'aria-label': visible ? t('hidePassword') : t('showPassword'), 'aria-pressed': visible }}
      visibilityToggleIcon={({ reveal }) => <ToggleIcon reveal={reveal} />}
    />
  );
}

/** An eye, struck through while the password shows. */
function ToggleIcon({ reveal }: { reveal: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {reveal && <path d="M3 3l18 18" />}
    </svg>
  );
}

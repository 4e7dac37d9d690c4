import { SimpleGrid, TextInput } from '@mantine/core';
import { API } from '@lieux/contracts';
import { useLocation, useSearchParams } from 'react-router-dom';
import { apiClient } from '../../api/api-client';
import { validateSignup, type SignupFields } from '../../auth/account-rules';
import { AuthCard, EmailField, PasswordField, useRuleText } from '../../auth/auth-card';
import { useAuthForm } from '../../auth/use-auth-form';
import { useAfterSignIn } from '../../auth/use-session-actions';
import { useLocale } from '../../i18n/use-locale';
import { useT } from '../../i18n/use-t';
import { signupMessages } from './signup.fr';

const EMPTY: SignupFields = { email: '', password: '', firstName: '', lastName: '' };
const NAME_FIELDS = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
] as const;

/** /signup; `/signup?role=merchant` (the business page's links) creates a merchant account and starts its onboarding. */
export function SignupPage() {
  const t = useT(signupMessages);
  // The welcome mail (its confirmation link, issue 30 §9) in the page's language.
  const { locale } = useLocale();
  const afterSignIn = useAfterSignIn();
  const ruleText = useRuleText();
  const location = useLocation();
  const merchant = useSearchParams()[0].get('role') === 'merchant';
  const form = useAuthForm(EMPTY, {
    validate: validateSignup,
    send: async ({ email, password, firstName, lastName }) => {
      const body = { email: email.trim(), password, firstName: firstName.trim(), lastName: lastName.trim(), locale };
      await apiClient.call(API.auth.signup, { body: merchant ? { ...body, role: 'merchant' } : body });
      await afterSignIn(t('success'), merchant ? 'merchant' : 'consumer', merchant ? '/merchant/onboarding' : undefined);
    },
    failed: t('failed'),
  });

  return (
    <AuthCard
      labels={{ title: t('title'), subtitle: merchant ? t('merchantSubtitle') : t('subtitle'), submit: t('submit'), submitting: t('submitting') }}
      form={form}
      footer={{ question: t('haveAccount'), link: t('loginLink'), to: '/login', state: location.state }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {NAME_FIELDS.map(({ name, autoComplete }) => (
          <TextInput
            key={name}
            label={t(name)}
            autoComplete={autoComplete}
            required
            value={form.fields[name]}
            onChange={(event) => form.set(name)(event.currentTarget.value)}
            error={ruleText(form.errors[name])}
          />
        ))}
      </SimpleGrid>
      <EmailField value={form.fields.email} onChange={form.set('email')} rule={form.errors.email} />
      <PasswordField value={form.fields.password} onChange={form.set('password')} rule={form.errors.password} description={t('passwordHint')} autoComplete="new-password" />
    </AuthCard>
  );
}

import { useState } from 'react';
import { userFacingError } from '../api/user-facing-error';
import type { FieldErrors } from './account-rules';

interface AuthFormOptions<F> {
  /** The broken rules of the fields, checked before anything is sent. */
  validate: (fields: F) => FieldErrors<F>;
  /** The call; it throws the server's French message on failure. */
  send: (fields: F) => Promise<void>;
  /** The spec's fallback when no answer came ('Erreur de connexion', …). */
  failed: string;
  /**
   * After a success: `leave` (the screen navigates away; the button stays disabled meanwhile), or on
   * a page that stays (the account page) the form usable again, its fields kept or cleared.
   */
  after?: 'leave' | 'keep' | 'clear';
}

/** A login, sign-up or account form's state: the rules, the submitting state, the error banner. */
export function useAuthForm<F>(initial: F, { validate, send, failed, after = 'leave' }: AuthFormOptions<F>) {
  const [fields, setFields] = useState<F>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const set = (name: keyof F) => (value: string) => setFields((current) => ({ ...current, [name]: value }));
  const submit = async () => {
    const found = validate(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    setError(null);
    try {
      await send(fields);
      if (after === 'clear') setFields(initial);
      if (after !== 'leave') setSubmitting(false);
    } catch (failure) {
      setError(userFacingError(failure, failed));
      setSubmitting(false);
    }
  };
  /** A text field's props: `<PasswordField {...form.field('password')} … />`. */
  const field = (name: keyof F) => ({ value: String(fields[name]), onChange: set(name), rule: errors[name] });
  return { fields, set, field, errors, error, submitting, submit: () => void submit() };
}

import { Alert } from '@mantine/core';
import { userFacingError } from '../api/user-facing-error';

export interface ErrorAlertProps {
  title: string;
  /** `light` on the light pages, `filled` on the explorer's dark one. */
  variant: 'light' | 'filled';
  /** The failure: the server's message is shown, else `generic` (the request got no answer). */
  error: unknown;
  generic: string;
}

/** A list that could not be loaded: the red alert, announced to screen readers. */
export function ErrorAlert({ title, variant, error, generic }: ErrorAlertProps) {
  return (
    <Alert color="red" variant={variant} title={title} role="alert">
      {userFacingError(error, generic)}
    </Alert>
  );
}

/** One invalid field of a `validation_failed` answer, with the server's messages (in the locale the call asked for). */
export interface ParsedFieldError {
  field: string;
  messages: string[];
}

export interface ParsedErrorBody {
  message: string;
  code?: string;
  /** With `validation_failed`: which fields the server refused, and why. */
  errors?: ParsedFieldError[];
}

/**
 * Spec section 8: the message of a failed call is the JSON `message` of the answer when there is
 * one (the API always sends `{ message, code }`, in the call's `Accept-Language`, French by default); otherwise "status: text", the text
 * being the body, or the status text when the body is empty.
 */
export function errorMessageFrom(status: number, statusText: string, bodyText: string): ParsedErrorBody {
  const json = parseJsonObject(bodyText);
  const message = json?.['message'];
  if (typeof message === 'string' && message.trim() !== '') {
    const code = json?.['code'];
    const errors = fieldErrorsOf(json?.['errors']);
    return { message, ...(typeof code === 'string' ? { code } : {}), ...(errors ? { errors } : {}) };
  }
  const text = bodyText.trim() === '' ? statusText : bodyText;
  return { message: `${status}: ${text}` };
}

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function fieldErrorsOf(value: unknown): ParsedFieldError[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const errors = value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { field, messages } = item as Record<string, unknown>;
    if (typeof field !== 'string' || !Array.isArray(messages)) return [];
    return [{ field, messages: messages.filter((text): text is string => typeof text === 'string') }];
  });
  return errors.length > 0 ? errors : undefined;
}

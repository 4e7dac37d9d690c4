export interface ParsedErrorBody {
  message: string;
  code?: string;
}

/**
 * Spec section 8: the message of a failed call is the JSON `message` of the answer when there is
 * one (the API always sends `{ message, code }`, in French); otherwise "status: text", the text
 * being the body, or the status text when the body is empty.
 */
export function errorMessageFrom(status: number, statusText: string, bodyText: string): ParsedErrorBody {
  const json = parseJsonObject(bodyText);
  const message = json?.['message'];
  if (typeof message === 'string' && message.trim() !== '') {
    const code = json?.['code'];
    return typeof code === 'string' ? { message, code } : { message };
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

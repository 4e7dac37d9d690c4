export type MessageParams = Record<string, string | number>;

/** Replaces each `{name}` of a dictionary entry with its parameter; unknown names stay as written. */
export function formatMessage(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

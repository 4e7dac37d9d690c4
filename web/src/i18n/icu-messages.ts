import { TYPE, type MessageFormatElement, type PluralOrSelectOption } from '@formatjs/icu-messageformat-parser';

/** A catalogue's messages as FormatJS ASTs (ICU MessageFormat), by key; a plural message under its base. */
export type CompiledMessages = ReadonlyMap<string, MessageFormatElement[]>;

/** The argument a plural message counts: `{count}` in its forms is the count in the reader's digits. */
export const PLURAL_ARGUMENT = 'count';

const PLACEHOLDER = /\{(\w+)\}/;

/**
 * One catalogue text as ICU elements. The catalogues are plain text with `{name}` placeholders, not
 * ICU source: an apostrophe ("Retour à l'accueil") or a brace of another shape is text as written,
 * so no French text needs ICU's quoting. Inside a plural form `{count}` is ICU's `#`, which the
 * library writes with the locale's number format.
 */
export function textElements(text: string, inPluralForm = false): MessageFormatElement[] {
  // Split on the placeholders, the names captured: text at even places, a name at odd ones.
  return text.split(PLACEHOLDER).map((part, index): MessageFormatElement => {
    if (index % 2 === 0) return { type: TYPE.literal, value: part };
    return inPluralForm && part === PLURAL_ARGUMENT ? { type: TYPE.pound } : { type: TYPE.argument, value: part };
  });
}

/** `<base>#<category>`, a CLDR category of plural.ts's PLURAL_CATEGORIES (icu-messages.spec.ts holds them in step). */
const pluralKey = /^(.+)#(zero|one|two|few|many|other)$/;

/**
 * A catalogue compiled for FormatJS: each text becomes its elements, and the `<base>#<category>`
 * texts of a plural message become one ICU plural, `{count, plural, one {…} other {…}}`, whose
 * form the library picks with the language's CLDR rule (Intl.PluralRules), `other` when the
 * catalogue lacks the form the rule picks.
 */
export function compileMessages(messages: Readonly<Record<string, string>>): CompiledMessages {
  const compiled = new Map<string, MessageFormatElement[]>();
  const plurals = new Map<string, Record<string, PluralOrSelectOption>>();
  for (const [key, text] of Object.entries(messages)) {
    const [, base, category] = pluralKey.exec(key) ?? [];
    if (base !== undefined && category !== undefined) {
      const forms = plurals.get(base) ?? {};
      forms[category] = { value: textElements(text, true) };
      plurals.set(base, forms);
    } else {
      compiled.set(key, textElements(text));
    }
  }
  for (const [base, options] of plurals) {
    compiled.set(base, [{ type: TYPE.plural, value: PLURAL_ARGUMENT, options, offset: 0, pluralType: 'cardinal' }]);
  }
  return compiled;
}

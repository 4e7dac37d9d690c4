import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from '@lieux/contracts';
import { compileMessages, PLURAL_ARGUMENT, type CompiledMessages } from './icu-messages';
import { INTL_LOCALES } from './intl-locales';

export type MessageParams = Record<string, string | number>;

/**
 * One catalogue's texts in one language, formatted by FormatJS (intl-messageformat): the
 * catalogue is compiled to ICU once, each message's formatter made on first use and kept.
 */
export class Translator {
  private readonly compiled: CompiledMessages;
  private readonly formats = new Map<string, IntlMessageFormat>();

  constructor(
    messages: Readonly<Record<string, string>>,
    /** The Intl locale (intl-locales.ts): plural rules, digits and separators follow it. */
    private readonly intlLocale: string,
  ) {
    this.compiled = compileMessages(messages);
  }

  has(key: string): boolean {
    return this.compiled.has(key);
  }

  /** The text of `key` with its `{name}` placeholders filled; one without a value stays as written. */
  format(key: string, params: MessageParams = {}): string {
    const message = this.message(key);
    if (!message) return key;
    // Every name "has" a value: one not given reads as its placeholder, as written.
    const values = new Proxy(params, { has: () => true, get: (given, name: string) => (Object.hasOwn(given, name) ? given[name] : `{${name}}`) });
    return String(message.format(values));
  }

  /** The form of plural message `base` the language's rule picks for `count`, `{count}` in the reader's digits. */
  plural(base: string, count: number, params: MessageParams = {}): string {
    return this.format(base, { ...params, [PLURAL_ARGUMENT]: count });
  }

  private message(key: string): IntlMessageFormat | undefined {
    let message = this.formats.get(key);
    const elements = this.compiled.get(key);
    if (!message && elements) {
      message = new IntlMessageFormat(elements, this.intlLocale);
      this.formats.set(key, message);
    }
    return message;
  }
}

const translators = new WeakMap<object, Translator>();

/** The translator of a set of texts (a catalogue in one language), made once per set. */
export function translatorOf(messages: Readonly<Record<string, string>>, locale: Locale): Translator {
  let translator = translators.get(messages);
  if (!translator) {
    translator = new Translator(messages, INTL_LOCALES[locale]);
    translators.set(messages, translator);
  }
  return translator;
}

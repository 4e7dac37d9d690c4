import type { Locale } from '@lieux/contracts';
import type { PluralBase, PluralCategory, PluralKey } from './plural';

/** The texts of a screen (or part) in one language, by key. */
export type Messages<K extends string> = Readonly<Record<K, string>>;

/**
 * What a translation of a French set must be: exactly its keys, each a string. An English or
 * Arabic file ends with `satisfies Translation<typeof homeFr>`, so a missing or extra key fails tsc.
 * A plural message (`<base>#one`, `<base>#other`, plural.ts) must have those two forms and may
 * have the others its language uses (Arabic: `#zero`, `#two`, `#few`, `#many`).
 */
export type Translation<F> = { readonly [K in keyof F as K extends PluralKey ? never : K]: string } & {
  readonly [K in PluralBase<keyof F & string> as `${K}#one` | `${K}#other`]: string;
} & {
  readonly [K in PluralBase<keyof F & string> as `${K}#${Exclude<PluralCategory, 'one' | 'other'>}`]?: string;
};

/** French is the reference and always at hand; every other language is fetched when wanted. */
export type FetchedLocale = Exclude<Locale, 'fr'>;

export type MessageLoaders<K extends string> = {
  readonly [L in FetchedLocale]: () => Promise<Messages<K>>;
};

/**
 * One screen's (or part's) texts: French, bundled with the code that uses them, and a loader per
 * other language (a dynamic `import()`, so each is its own small chunk fetched on demand).
 */
export class MessageCatalog<K extends string> {
  private readonly loaded = new Map<Locale, Messages<K>>();
  private readonly pending = new Map<Locale, Promise<Messages<K>>>();
  private readonly fulfilled = new Map<Locale, Promise<Messages<K>>>();

  constructor(
    readonly fr: Messages<K>,
    private readonly loaders: MessageLoaders<K>,
  ) {
    this.loaded.set('fr', fr);
  }

  /** The texts in `locale` when they are already here; undefined while they still have to be fetched. */
  peek(locale: Locale): Messages<K> | undefined {
    return this.loaded.get(locale);
  }

  /**
   * The texts in `locale` for React's `use()`: one thenable per language, already marked fulfilled once
   * the texts are here (React then reads them without suspending). A component calls `use` on every
   * render alike: a `use` skipped once the texts had arrived made React replay a hydrating screen
   * with its hooks out of step (minified error #467, then #422: the screen drawn again in the browser).
   */
  read(locale: Locale): Promise<Messages<K>> {
    const loaded = this.loaded.get(locale);
    if (!loaded) return this.load(locale);
    let fulfilled = this.fulfilled.get(locale);
    if (!fulfilled) {
      fulfilled = Object.assign(Promise.resolve(loaded), { status: 'fulfilled' as const, value: loaded });
      this.fulfilled.set(locale, fulfilled);
    }
    return fulfilled;
  }

  /** The texts in `locale`, fetched once. A failed fetch is forgotten, so the next call tries again. */
  load(locale: Locale): Promise<Messages<K>> {
    const loaded = this.loaded.get(locale);
    if (loaded) return Promise.resolve(loaded);
    let pending = this.pending.get(locale);
    if (!pending) {
      pending = this.loaders[locale as FetchedLocale]().then(
        (messages) => {
          this.loaded.set(locale, messages);
          this.pending.delete(locale);
          return messages;
        },
        (error: unknown) => {
          this.pending.delete(locale);
          throw error;
        },
      );
      this.pending.set(locale, pending);
    }
    return pending;
  }
}

/** Every catalog whose module has been evaluated, i.e. whose code is on the page. */
const catalogsOnThePage = new Set<MessageCatalog<string>>();
/** The language last asked for: a catalog that arrives later starts fetching it at once. */
let requestedLocale: Locale = 'fr';

/**
 * Declares a screen's (or part's) texts. Called once per `*.fr.ts` file:
 *
 *   export const homeMessages = defineMessages(homeFr, {
 *     en: () => import('./home.en').then((module) => module.homeEn),
 *     ar: () => import('./home.ar').then((module) => module.homeAr),
 *   });
 *
 * The catalog joins the page's catalogs; when the page is not in French, its translation starts
 * loading right away, alongside the catalogs of the same chunk, before the screen first renders.
 */
export function defineMessages<K extends string>(
  fr: Messages<K>,
  loaders: MessageLoaders<NoInfer<K>>,
): MessageCatalog<K> {
  const catalog = new MessageCatalog(fr, loaders);
  catalogsOnThePage.add(catalog);
  if (requestedLocale !== 'fr') {
    // A prefetch: a failure here is met again, and shown, when the screen asks for the texts.
    catalog.load(requestedLocale).catch(() => undefined);
  }
  return catalog;
}

/**
 * Fetches `locale` for every catalog on the page (the shared texts, the layout's, the screens
 * visited so far). The app waits for it before its first render and before switching language, so
 * nothing is ever shown in French while the chosen language is on its way.
 */
export async function loadMessages(locale: Locale): Promise<void> {
  requestedLocale = locale;
  await Promise.all([...catalogsOnThePage].map((catalog) => catalog.load(locale)));
}

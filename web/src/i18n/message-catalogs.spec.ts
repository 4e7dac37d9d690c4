import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SUPPORTED_LOCALES, type Locale } from '@lieux/contracts';
import { MessageCatalog, type Messages } from './message-catalog';
import { PLURAL_CATEGORIES } from './plural';

// Every `*.fr.ts` under web/src is a catalog: the French texts of one screen or part. Each must
// have a sibling per other language with exactly its keys, none empty, the same {placeholders}.

const SRC = fileURLToPath(new URL('..', import.meta.url));
const OTHER_LOCALES = SUPPORTED_LOCALES.filter((locale) => locale !== 'fr');

const frenchFiles = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.fr.ts'))
  .map((path) => path.split('\\').join('/'))
  .sort();

interface LoadedCatalog {
  catalog: MessageCatalog<string>;
  exports: Record<string, unknown>;
}

async function loadCatalog(frenchFile: string): Promise<LoadedCatalog> {
  const exports = (await import(SRC + frenchFile)) as Record<string, unknown>;
  const catalogs = Object.values(exports).filter((value) => value instanceof MessageCatalog);
  expect({ [frenchFile]: catalogs.length }).toEqual({ [frenchFile]: 1 });
  return { catalog: catalogs[0] as MessageCatalog<string>, exports };
}

/** The one object a translation file exports (`homeEn`, `homeAr`…). */
async function translationFile(frenchFile: string, locale: Locale): Promise<Messages<string>> {
  const exports = Object.values((await import(SRC + frenchFile.replace(/\.fr\.ts$/, `.${locale}.ts`))) as object);
  expect(exports).toHaveLength(1);
  return exports[0] as Messages<string>;
}

/** A plural form another language has and French has not (Arabic's `#few`): allowed where French has the message's `#other`. */
const extraPluralForm = (key: string, frenchKeys: string[]) => {
  const [base, category] = key.split('#');
  return category !== undefined && (PLURAL_CATEGORIES as readonly string[]).includes(category) && frenchKeys.includes(`${base}#other`);
};
const isPluralKey = (key: string) => (PLURAL_CATEGORIES as readonly string[]).includes(key.split('#')[1] ?? '');
/** The French text a translated key answers to: its own, or for an extra plural form the French `#other`. */
const frenchOf = (fr: Messages<string>, key: string) => fr[key] ?? fr[`${key.split('#')[0]}#other`];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('message catalogs', () => {
  it('are found beside the screens and parts that use them', () => {
    expect(frenchFiles).toEqual(
      expect.arrayContaining([
        'app/app.fr.ts',
        'app/route-table.fr.ts',
        'i18n/categories.fr.ts',
        'layout/layout.fr.ts',
        'screens/coming-soon/coming-soon.fr.ts',
        'screens/home/home.fr.ts',
        'screens/not-found/not-found.fr.ts',
        'screens/route-error/route-error.fr.ts',
      ]),
    );
  });

  describe.each(frenchFiles)('%s', (frenchFile) => {
    it('has a sibling in every other language', () => {
      const missing = OTHER_LOCALES.map((locale) => frenchFile.replace(/\.fr\.ts$/, `.${locale}.ts`)).filter(
        (path) => !existsSync(SRC + path),
      );
      expect(missing).toEqual([]);
    });

    it('declares one catalog whose French texts are never empty', async () => {
      const { catalog, exports } = await loadCatalog(frenchFile);
      expect(Object.values(exports)).toContain(catalog.fr);
      const empty = Object.entries(catalog.fr).filter(([, text]) => typeof text !== 'string' || text.trim() === '');
      expect(empty).toEqual([]);
    });

    it.each(OTHER_LOCALES)('loads its %s sibling, with exactly the French keys', async (locale) => {
      const { catalog } = await loadCatalog(frenchFile);
      const translation = await translationFile(frenchFile, locale);
      expect(await catalog.load(locale)).toBe(translation);

      const keys = Object.keys(catalog.fr);
      const translatedKeys = Object.keys(translation);
      expect({ missing: keys.filter((key) => !translatedKeys.includes(key)) }).toEqual({ missing: [] });
      expect({ extra: translatedKeys.filter((key) => !keys.includes(key) && !extraPluralForm(key, keys)) }).toEqual({ extra: [] });
    });

    it.each(OTHER_LOCALES)('has no empty %s text and keeps every {placeholder}', async (locale) => {
      const { catalog } = await loadCatalog(frenchFile);
      const translation = await translationFile(frenchFile, locale);
      const empty = Object.entries(translation).filter(([, text]) => typeof text !== 'string' || text.trim() === '');
      expect(empty).toEqual([]);
      const mismatched = Object.entries(translation)
        .filter(([key, text]) => {
          const french = placeholders(frenchOf(catalog.fr, key) ?? '');
          // A plural form may leave the number out, as words say it ("نتيجتان": two results); nothing else may be dropped or added.
          return isPluralKey(key) ? placeholders(text).some((name) => !french.includes(name)) : french.join() !== placeholders(text).join();
        })
        .map(([key]) => key);
      expect(mismatched).toEqual([]);
    });
  });

  it('keep the `app.` keys for the shared texts, which every useT() also reaches', async () => {
    const keysOf = async (file: string) => Object.keys((await loadCatalog(file)).catalog.fr);
    expect((await keysOf('app/app.fr.ts')).filter((key) => !key.startsWith('app.'))).toEqual([]);
    for (const file of frenchFiles.filter((path) => path !== 'app/app.fr.ts')) {
      expect({ [file]: (await keysOf(file)).filter((key) => key.startsWith('app.')) }).toEqual({ [file]: [] });
    }
  });

  it('keep the French strings the spec quotes', async () => {
    const french = async (file: string) => (await loadCatalog(file)).catalog.fr;
    const notFound = await french('screens/not-found/not-found.fr.ts');
    expect(notFound['title']).toBe('Page introuvable');
    expect(notFound['body']).toBe("La page que vous recherchez n'existe pas ou a été déplacée.");
    expect(notFound['home']).toBe("Retour à l'accueil");
    expect(notFound['back']).toBe('Retour');
    const layout = await french('layout/layout.fr.ts');
    expect(layout['nav.login']).toBe('Connexion');
    expect(layout['nav.signup']).toBe("S'inscrire");
    expect((await french('app/app.fr.ts'))['app.genericError']).toBe('Une erreur est survenue');
  });
});

import { SUPPORTED_LOCALES } from '@lieux/contracts';
import { ar } from './ar';
import { DICTIONARIES } from './dictionaries';
import { en } from './en';
import { fr } from './fr';

const all = { fr, en, ar } as const;

describe('dictionaries', () => {
  it('exist for every supported locale', () => {
    expect(Object.keys(DICTIONARIES).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  for (const [name, dictionary] of Object.entries(all)) {
    it(`${name} has exactly the keys of the others`, () => {
      const keys = new Set(Object.keys(dictionary));
      for (const [otherName, other] of Object.entries(all)) {
        const missing = Object.keys(other).filter((key) => !keys.has(key));
        expect({ [`missing in ${name}, present in ${otherName}`]: missing }).toEqual({
          [`missing in ${name}, present in ${otherName}`]: [],
        });
      }
    });

    it(`${name} has no empty entry`, () => {
      const empty = Object.entries(dictionary)
        .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
        .map(([key]) => key);
      expect(empty).toEqual([]);
    });

    it(`${name} keeps the placeholders of the French text`, () => {
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const mismatched = Object.entries(fr)
        .filter(([key, text]) => {
          const translated = (dictionary as Record<string, string>)[key] ?? '';
          return placeholders(text).join() !== placeholders(translated).join();
        })
        .map(([key]) => key);
      expect(mismatched).toEqual([]);
    });
  }

  it('keeps the French strings the spec quotes', () => {
    expect(fr['notFound.title']).toBe('Page introuvable');
    expect(fr['notFound.body']).toBe("La page que vous recherchez n'existe pas ou a été déplacée.");
    expect(fr['notFound.home']).toBe("Retour à l'accueil");
    expect(fr['notFound.back']).toBe('Retour');
    expect(fr['nav.login']).toBe('Connexion');
    expect(fr['nav.signup']).toBe("S'inscrire");
    expect(fr['error.generic']).toBe('Une erreur est survenue');
  });
});

import { TYPE } from '@formatjs/icu-messageformat-parser';
import { compileMessages, textElements } from './icu-messages';
import { PLURAL_CATEGORIES } from './plural';
import { Translator } from './translator';

describe('textElements', () => {
  it('makes `{name}` an ICU argument and leaves apostrophes and other braces as text', () => {
    expect(textElements("Retour à l'accueil")).toEqual([{ type: TYPE.literal, value: "Retour à l'accueil" }]);
    const elements = textElements("l'{name} {x y}");
    expect(elements.filter((element) => element.type === TYPE.argument)).toEqual([{ type: TYPE.argument, value: 'name' }]);
    expect(new Translator({ text: "l'{name} {x y}" }, 'fr-MA').format('text', { name: 'hôtel' })).toBe("l'hôtel {x y}");
  });

  it('makes `{count}` inside a plural form the count in the locale’s digits', () => {
    expect(textElements('{count} lieux', true)).toContainEqual({ type: TYPE.pound });
  });
});

describe('compileMessages', () => {
  it('joins the `<base>#<category>` texts into one plural message under the base', () => {
    const compiled = compileMessages({ 'title': 'Titre', 'count#one': '{count} lieu', 'count#other': '{count} lieux' });
    expect([...compiled.keys()].sort()).toEqual(['count', 'title']);
    expect(compiled.get('count')?.[0]).toMatchObject({ type: TYPE.plural, value: 'count', options: { one: {}, other: {} } });
  });

  it('knows every CLDR plural category as a form', () => {
    const forms = Object.fromEntries(PLURAL_CATEGORIES.map((category) => [`count#${category}`, category]));
    expect([...compileMessages(forms).keys()]).toEqual(['count']);
  });

  it('falls back to `other` for a form the rule picks and the message lacks', () => {
    const arabic = new Translator({ 'count#one': 'one', 'count#other': 'other {count}' }, 'ar-MA');
    expect(arabic.plural('count', 2)).toBe('other 2');
    expect(arabic.plural('count', 1)).toBe('one');
  });
});

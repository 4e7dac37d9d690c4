import { defineMessages, loadMessages, MessageCatalog, type MessageLoaders } from './message-catalog';

const fr = { hello: 'Bonjour' };
const en = { hello: 'Hello' };
const ar = { hello: 'مرحبا' };

/** Loaders that count their calls and, in each language, fail as often as asked first. */
function countingLoaders(failuresFirst = 0) {
  const calls = { en: 0, ar: 0 };
  const failuresLeft = { en: failuresFirst, ar: failuresFirst };
  const answer = <T>(locale: 'en' | 'ar', messages: T) => {
    calls[locale] += 1;
    if (failuresLeft[locale] > 0) {
      failuresLeft[locale] -= 1;
      return Promise.reject(new Error('chunk failed to load'));
    }
    return Promise.resolve(messages);
  };
  const loaders: MessageLoaders<'hello'> = { en: () => answer('en', en), ar: () => answer('ar', ar) };
  return { loaders, calls };
}

describe('MessageCatalog', () => {
  it('has French at hand and nothing else before it is fetched', () => {
    const catalog = new MessageCatalog(fr, countingLoaders().loaders);
    expect(catalog.peek('fr')).toBe(fr);
    expect(catalog.peek('ar')).toBeUndefined();
  });

  it('fetches a language once, however many ask at the same time', async () => {
    const { loaders, calls } = countingLoaders();
    const catalog = new MessageCatalog(fr, loaders);
    const [first, second] = await Promise.all([catalog.load('ar'), catalog.load('ar')]);
    expect(first).toBe(ar);
    expect(second).toBe(ar);
    expect(await catalog.load('ar')).toBe(ar);
    expect(catalog.peek('ar')).toBe(ar);
    expect(calls).toEqual({ en: 0, ar: 1 });
  });

  it('never fetches French', async () => {
    const { loaders, calls } = countingLoaders();
    expect(await new MessageCatalog(fr, loaders).load('fr')).toBe(fr);
    expect(calls).toEqual({ en: 0, ar: 0 });
  });

  it('tries again after a failed fetch', async () => {
    const { loaders, calls } = countingLoaders(1);
    const catalog = new MessageCatalog(fr, loaders);
    await expect(catalog.load('en')).rejects.toThrow('chunk failed to load');
    expect(catalog.peek('en')).toBeUndefined();
    expect(await catalog.load('en')).toBe(en);
    expect(calls.en).toBe(2);
  });
});

describe('loadMessages', () => {
  it('fetches the language for every catalog on the page, and a later catalog fetches it at once', async () => {
    const first = defineMessages(fr, countingLoaders().loaders);
    const second = defineMessages(fr, countingLoaders().loaders);
    await loadMessages('en');
    expect(first.peek('en')).toBe(en);
    expect(second.peek('en')).toBe(en);

    const { loaders, calls } = countingLoaders();
    const later = defineMessages(fr, loaders);
    expect(calls).toEqual({ en: 1, ar: 0 });
    expect(await later.load('en')).toBe(en);
    expect(calls).toEqual({ en: 1, ar: 0 });
  });

  it('fails when a translation cannot be fetched, so the app keeps its language', async () => {
    defineMessages(fr, countingLoaders(1).loaders);
    await expect(loadMessages('ar')).rejects.toThrow('chunk failed to load');
  });
});

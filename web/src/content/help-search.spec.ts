import { foldForSearch, searchHelp, searchTerms, type HelpEntry } from './help-search';

const entries: HelpEntry[] = [
  { id: 'comment-voter', title: 'Comment voter pour un lieu ?', body: 'Connectez-vous, puis touchez « Voter ».', href: '/faq#comment-voter' },
  { id: 'scores-lieux', title: 'Comment le score est-il calculé ?', body: 'Instagram compte pour 35 %, l’activité récente aussi.', href: '/faq#scores-lieux' },
  { id: 'favoris', title: 'Où sont mes favoris ?', body: 'Dans votre compte.', href: '/guide#favoris' },
  { id: 'ar', title: 'كَيْفَ أُصَوِّت؟', body: 'سجّلوا الدخول', href: '/faq#ar' },
];

describe('foldForSearch', () => {
  it('drops accents, case, Arabic short vowels and typographic apostrophes', () => {
    expect(foldForSearch('  Éléments   CALCULÉS ')).toBe('elements calcules');
    expect(foldForSearch('l’activité')).toBe("l'activite");
    expect(foldForSearch('كَيْفَ')).toBe('كيف');
  });

  it('finds no words in a blank query', () => {
    expect(searchTerms('   ')).toEqual([]);
    expect(searchTerms('Score  calculé')).toEqual(['score', 'calcule']);
  });
});

describe('searchHelp', () => {
  it('returns every entry, in order, for a blank query', () => {
    expect(searchHelp(entries, ' ').map((entry) => entry.id)).toEqual(['comment-voter', 'scores-lieux', 'favoris', 'ar']);
  });

  it('matches without accents either way', () => {
    expect(searchHelp(entries, 'calcule').map((entry) => entry.id)).toEqual(['scores-lieux']);
    expect(searchHelp(entries, 'ACTIVITÉ').map((entry) => entry.id)).toEqual(['scores-lieux']);
    expect(searchHelp(entries, "l'activite").map((entry) => entry.id)).toEqual(['scores-lieux']);
  });

  it('searches answers as well as questions, and needs every word', () => {
    expect(searchHelp(entries, 'connectez voter').map((entry) => entry.id)).toEqual(['comment-voter']);
    expect(searchHelp(entries, 'voter instagram')).toEqual([]);
  });

  it('matches Arabic with or without short vowels', () => {
    expect(searchHelp(entries, 'كيف').map((entry) => entry.id)).toEqual(['ar']);
  });

  it('finds nothing for words no entry holds (the empty state)', () => {
    expect(searchHelp(entries, 'piscine chauffée')).toEqual([]);
  });
});

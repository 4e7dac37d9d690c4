import { parseProse } from './parse-prose';

describe('parseProse', () => {
  it('splits paragraphs on blank lines and joins wrapped lines', () => {
    expect(parseProse('Un.\nSuite.\n\nDeux.')).toEqual([
      { kind: 'paragraph', text: 'Un. Suite.' },
      { kind: 'paragraph', text: 'Deux.' },
    ]);
  });

  it('gathers "- " lines into one list', () => {
    expect(parseProse('Avant :\n- a\n- b\nAprès.')).toEqual([
      { kind: 'paragraph', text: 'Avant :' },
      { kind: 'list', items: ['a', 'b'] },
      { kind: 'paragraph', text: 'Après.' },
    ]);
  });
});

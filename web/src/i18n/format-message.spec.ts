import { formatMessage } from './format-message';

describe('formatMessage', () => {
  it('fills named placeholders', () => {
    expect(formatMessage('© {year} Lieux', { year: 2025 })).toBe('© 2025 Lieux');
    expect(formatMessage('{a} et {a} puis {b}', { a: 'x', b: 'y' })).toBe('x et x puis y');
  });

  it('leaves the text alone without parameters and unknown placeholders as written', () => {
    expect(formatMessage('Bonjour {name}')).toBe('Bonjour {name}');
    expect(formatMessage('Bonjour {name}', { other: 1 })).toBe('Bonjour {name}');
  });
});

import { reportInput } from './report.js';

describe('a report’s input', () => {
  it('accepts a known reason without text, and keeps an empty text as none', () => {
    expect(reportInput('closed', undefined)).toEqual({ reason: 'closed', text: null });
    expect(reportInput('spam', '   ')).toEqual({ reason: 'spam', text: null });
    expect(reportInput('fraud', '  Faux numéro  ')).toEqual({ reason: 'fraud', text: 'Faux numéro' });
  });

  it('refuses an unknown reason', () => {
    expect(reportInput('boring', undefined)).toBe('report_reason_invalid');
    expect(reportInput(undefined, 'x')).toBe('report_reason_invalid');
  });

  it('requires 10 characters with « Autre », and at most 1000 for any reason', () => {
    expect(reportInput('other', undefined)).toBe('report_text_invalid');
    expect(reportInput('other', '  court    ')).toBe('report_text_invalid');
    expect(reportInput('other', 'Dix signes')).toEqual({ reason: 'other', text: 'Dix signes' });
    expect(reportInput('wrong_info', 'a'.repeat(1001))).toBe('report_text_invalid');
    expect(reportInput('wrong_info', 'a'.repeat(1000))).toEqual({ reason: 'wrong_info', text: 'a'.repeat(1000) });
    expect(reportInput('spam', 42)).toBe('report_text_invalid');
  });
});

import type { ScoreUpdatedV1 } from '@lieux/contracts';
import { scoreReading } from './score-reading.js';

const event = (extra: Partial<ScoreUpdatedV1> = {}): ScoreUpdatedV1 => ({
  venueId: '1B4E28BA-2FA1-41D2-883F-0016D3CCA427',
  score: 62.4,
  computedAt: '2026-11-27T02:00:03.120Z',
  state: 'scored',
  formulaVersion: 1,
  platformScores: { ig: 80, tt: null, fb: 55.5, li: null, gb: 90 },
  ...extra,
});

describe('a score.updated as the venues read model applies it', () => {
  it('sets the composite and the five platform scores, null where a platform does not count', () => {
    expect(scoreReading(event())).toEqual({
      venueId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
      score: 62.4,
      platforms: { ig: 80, tt: null, fb: 55.5, li: null, gb: 90 },
      computedAt: new Date('2026-11-27T02:00:03.120Z'),
    });
  });

  it('shows a venue without a counted connection as not scored (null), never as 0', () => {
    const reading = scoreReading(event({ score: 0, state: 'not-scored', platformScores: { ig: null, tt: null, fb: null, li: null, gb: null } }));
    expect(reading.score).toBeNull();
    expect(Object.values(reading.platforms)).toEqual([null, null, null, null, null]);
  });

  it('takes an event of the first producers (no state, no platform scores) as a scored composite', () => {
    const { state: _state, platformScores: _platforms, ...bare } = event();
    expect(scoreReading(bare)).toMatchObject({ score: 62.4, platforms: { ig: null, gb: null } });
  });

  it('refuses what can never be applied: a venue id, a time or a score out of range', () => {
    expect(() => scoreReading(event({ venueId: 'x' }))).toThrow(RangeError);
    expect(() => scoreReading(event({ computedAt: 'yesterday' }))).toThrow(RangeError);
    expect(() => scoreReading(event({ score: 101 }))).toThrow(RangeError);
    expect(() => scoreReading(event({ platformScores: { ig: -1, tt: null, fb: null, li: null, gb: null } }))).toThrow(RangeError);
  });
});

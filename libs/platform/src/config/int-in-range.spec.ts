import { IntInRange } from './int-in-range.js';
import { ConfigurationError, loadEnv } from './load-env.js';

class Settings {
  @IntInRange(1, 10)
  BOUNDED: number = 5;

  @IntInRange(0)
  OPEN_ENDED: number = 0;
}

describe('IntInRange', () => {
  it('takes whole numbers within the bounds, the bounds included', () => {
    expect(loadEnv(Settings, { BOUNDED: '1', OPEN_ENDED: '0' })).toMatchObject({ BOUNDED: 1, OPEN_ENDED: 0 });
    expect(loadEnv(Settings, { BOUNDED: '10', OPEN_ENDED: '1000000' })).toMatchObject({ BOUNDED: 10, OPEN_ENDED: 1_000_000 });
  });

  it.each([
    ['below the minimum', { BOUNDED: '0' }],
    ['above the maximum', { BOUNDED: '11' }],
    ['not whole', { BOUNDED: '2.5' }],
    ['negative where the minimum is 0', { OPEN_ENDED: '-1' }],
  ])('refuses a value %s', (_case, source) => {
    expect(() => loadEnv(Settings, source)).toThrow(ConfigurationError);
  });
});

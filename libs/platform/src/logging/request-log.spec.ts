import { requestLogLevel } from './request-log.js';

const settings = { REQUEST_LOG_SAMPLE_RATE: 0.1, SLOW_REQUEST_MS: 500 };

describe('requestLogLevel', () => {
  it('logs every failed request at warn, sampled or not', () => {
    expect(requestLogLevel(settings, 3, true, () => 0.99)).toBe('warn');
  });

  it('logs every slow request at warn', () => {
    expect(requestLogLevel(settings, 500, false, () => 0.99)).toBe('warn');
    expect(requestLogLevel(settings, 499, false, () => 0.99)).toBeUndefined();
  });

  it('logs a sample of the others at info', () => {
    expect(requestLogLevel(settings, 3, false, () => 0.05)).toBe('info');
    expect(requestLogLevel(settings, 3, false, () => 0.1)).toBeUndefined();
  });

  it('logs none of them at rate 0 and all of them at rate 1', () => {
    expect(requestLogLevel({ ...settings, REQUEST_LOG_SAMPLE_RATE: 0 }, 3, false, () => 0)).toBeUndefined();
    expect(requestLogLevel({ ...settings, REQUEST_LOG_SAMPLE_RATE: 1 }, 3, false, () => 0.999)).toBe('info');
  });
});

import { depthExceeds, MAX_BODY_DEPTH } from './body-depth.js';

const nested = (depth: number) => JSON.parse(`${'['.repeat(depth)}1${']'.repeat(depth)}`) as unknown;

describe('the depth of a JSON body', () => {
  it('lets through every form of the product (opening hours: three levels)', () => {
    expect(depthExceeds({ openingHours: [{ day: 1, opens: '09:00' }] }, MAX_BODY_DEPTH)).toBe(false);
    expect(depthExceeds('texte', 0)).toBe(false);
    expect(depthExceeds(undefined, 0)).toBe(false);
  });

  it('counts objects and arrays alike, up to the limit', () => {
    expect(depthExceeds(nested(MAX_BODY_DEPTH), MAX_BODY_DEPTH)).toBe(false);
    expect(depthExceeds(nested(MAX_BODY_DEPTH + 1), MAX_BODY_DEPTH)).toBe(true);
    expect(depthExceeds({ a: { b: { c: {} } } }, 3)).toBe(true);
    expect(depthExceeds({ a: { b: { c: 1 } } }, 3)).toBe(false);
  });

  it('measures a body nested 200,000 deep without exhausting the stack', () => {
    expect(depthExceeds(nested(200_000), MAX_BODY_DEPTH)).toBe(true);
  });
});

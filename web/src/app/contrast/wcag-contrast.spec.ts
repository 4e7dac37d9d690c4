import { contrastRatio, over, parseCssColour } from './wcag-contrast';

describe('WCAG contrast', () => {
  it('reads the colours the theme produces, and refuses what it cannot read', () => {
    expect(parseCssColour('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseCssColour('#b5502a')).toEqual({ r: 181, g: 80, b: 42, a: 1 });
    expect(parseCssColour('#00000080').a).toBeCloseTo(0.5, 2);
    expect(parseCssColour('rgba(34, 139, 230, 0.1)')).toEqual({ r: 34, g: 139, b: 230, a: 0.1 });
    expect(parseCssColour('rgb(10 10 10 / 96%)')).toEqual({ r: 10, g: 10, b: 10, a: 0.96 });
    expect(() => parseCssColour('var(--x)')).toThrow();
    expect(() => parseCssColour('color-mix(in srgb, red, blue)')).toThrow();
  });

  it('gives the ratios WCAG publishes', () => {
    const black = parseCssColour('#000');
    const white = parseCssColour('#fff');
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBe(1);
    // #767676 on white is the classic 4.54:1, just above AA.
    expect(contrastRatio(parseCssColour('#767676'), white)).toBeCloseTo(4.54, 2);
  });

  it('lays a translucent colour over what is under it, and wants an opaque background', () => {
    const halfBlack = parseCssColour('rgba(0, 0, 0, 0.5)');
    expect(over(halfBlack, parseCssColour('#fff'))).toEqual({ r: 127.5, g: 127.5, b: 127.5, a: 1 });
    expect(contrastRatio(halfBlack, parseCssColour('#fff'))).toBeCloseTo(contrastRatio(over(halfBlack, parseCssColour('#fff')), parseCssColour('#fff')), 10);
    expect(() => contrastRatio(parseCssColour('#000'), halfBlack)).toThrow();
  });
});

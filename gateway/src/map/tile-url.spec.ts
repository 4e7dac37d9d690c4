import { tileOrigin } from './tile-url.js';

describe('tileOrigin', () => {
  it('is the origin of a {z}/{x}/{y} template: the one host the CSP opens', () => {
    expect(tileOrigin('https://tiles.example.ma/osm/{z}/{x}/{y}.png')).toBe('https://tiles.example.ma');
    expect(tileOrigin('http://127.0.0.1:4567/{z}/{x}/{y}.png?key=abc')).toBe('http://127.0.0.1:4567');
  });

  it('refuses what is not one host’s raster template', () => {
    expect(tileOrigin('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBeNull();
    expect(tileOrigin('https://tiles.example.ma/{z}/{x}.png')).toBeNull();
    expect(tileOrigin('ftp://tiles.example.ma/{z}/{x}/{y}.png')).toBeNull();
    expect(tileOrigin('javascript:alert(1)//{z}/{x}/{y}')).toBeNull();
    expect(tileOrigin('tiles/{z}/{x}/{y}.png')).toBeNull();
  });
});

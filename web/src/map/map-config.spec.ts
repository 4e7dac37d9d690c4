import { tileConfigOf } from './map-config';

describe('tileConfigOf', () => {
  it('has no tiles when the gateway has none configured: the offline base map alone', () => {
    expect(tileConfigOf({ tileUrl: '', tileAttribution: '', tileMaxZoom: 19 })).toBeNull();
    expect(tileConfigOf({ tileUrl: '  ', tileAttribution: '© Example', tileMaxZoom: 19 })).toBeNull();
  });

  it('takes the tile template, its attribution and the strongest zoom from the gateway', () => {
    expect(tileConfigOf({ tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', tileAttribution: ' © Example ', tileMaxZoom: 18 })).toEqual({
      url: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: '© Example',
      maxZoom: 18,
    });
  });
});

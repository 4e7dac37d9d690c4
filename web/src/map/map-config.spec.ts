import { tileConfig } from './map-config';

describe('tileConfig', () => {
  it('has no tiles by default: the offline base map alone', () => {
    expect(tileConfig({})).toBeNull();
    expect(tileConfig({ VITE_MAP_TILE_URL: '  ' })).toBeNull();
  });

  it('takes the tile template and its attribution from the environment', () => {
    expect(tileConfig({ VITE_MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png', VITE_MAP_TILE_ATTRIBUTION: '© Example' })).toEqual({
      url: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: '© Example',
    });
  });
});

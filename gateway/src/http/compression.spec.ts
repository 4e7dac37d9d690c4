import { acceptedEncoding } from './compression.js';

describe("the encoding chosen from the request's Accept-Encoding", () => {
  it('prefers brotli when both are accepted, as a browser sends them', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
  });

  it('takes gzip from a client without brotli, and honours the weights', () => {
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
  });

  it('sends as is to a client that refuses both or names none', () => {
    expect(acceptedEncoding(undefined)).toBeUndefined();
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(acceptedEncoding('*;q=0')).toBeUndefined();
  });

  it('reads a wildcard as both', () => {
    expect(acceptedEncoding('*')).toBe('br');
  });
});

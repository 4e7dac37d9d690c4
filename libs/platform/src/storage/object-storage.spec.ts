import { assertStorageKey, InvalidStorageKey } from './object-storage.js';

describe('storage keys', () => {
  it.each(['photos/6f1c/2b/card.webp', 'quarantine/0b7c2a51-5f0e-4d43-9d8e-9b0c3f1e2a10', 'documents/a/b.bin'])('accepts %s', (key) => {
    expect(assertStorageKey(key)).toBe(key);
  });

  it.each(['../etc/passwd', 'photos/../../secret', '/absolute', 'photos//double', 'photos/./x', 'Photos/Upper', 'a b', '', 'photos/x/', 'x\u0000y'])(
    'refuses %j before any I/O',
    (key) => {
      expect(() => assertStorageKey(key)).toThrow(InvalidStorageKey);
    },
  );
});

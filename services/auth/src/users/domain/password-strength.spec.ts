import { STRONG_TEST_PASSWORD } from '@lieux/testing';
import { isPasswordStrongEnough } from './password-strength.js';

describe('a new password', () => {
  it.each(['motdepasse', 'azerty123', 'password', '12345678', 'soleil123', 'Bonjour2024', 'marseille'])('is refused when it is a common or guessable one: %s', (password) => {
    expect(isPasswordStrongEnough(password)).toBe(false);
  });

  it('is refused when it is made of the account’s own e-mail or names', () => {
    expect(isPasswordStrongEnough('salmabennani', ['salma.bennani@example.ma', 'Salma', 'Bennani'])).toBe(false);
    expect(isPasswordStrongEnough('salmabennani')).toBe(true);
  });

  it('catches a common password hidden by a few substitutions', () => {
    expect(isPasswordStrongEnough('p@ssw0rd')).toBe(false);
    expect(isPasswordStrongEnough('m0td3p4ss3')).toBe(false);
  });

  it.each(['Kx7!pLm2#vQ9', 'zellige-Fès-1923', 'correct horse battery staple', STRONG_TEST_PASSWORD])('is accepted when it is hard to guess: %s', (password) => {
    expect(isPasswordStrongEnough(password)).toBe(true);
  });
});

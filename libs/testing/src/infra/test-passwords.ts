/**
 * A password the auth service accepts for a new account (issue 30 §9: common and guessable ones are
 * refused): what test sign-ups, resets and changes use unless the password itself is under test.
 */
export const STRONG_TEST_PASSWORD = 'Zellige-Fes-1923';

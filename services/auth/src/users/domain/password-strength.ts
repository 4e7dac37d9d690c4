import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as french from '@zxcvbn-ts/language-fr';

/**
 * The lowest zxcvbn score (0–4) a new password may have. 2 means about 10^8 guesses: what an attacker
 * holding a stolen hash list would not find in the common-password and dictionary lists first.
 * 'motdepasse' and 'azerty123' score 1 (issue 30 §9, OWASP ASVS 5.0 V6.2).
 */
export const MIN_PASSWORD_SCORE = 2;

/**
 * Built once, not at import: the dictionaries (the most common passwords, English and French words,
 * first and last names, keyboard patterns) take from 80 ms to over half a second on a busy machine and a
 * few MB, and only the auth service sets passwords — the web app shows the rule, the server decides.
 * The auth service builds it at start-up (`warmUpPasswordStrength`), so no sign-up pays for it within
 * the gateway's RPC deadline. The bounds keep one check to tens of milliseconds: zxcvbn's l33t
 * matching grows fast with substitutions (two still catch 'p@ssw0rd' and 'm0td3p4ss3'), and only the
 * first 64 characters are weighed (a longer password is long enough).
 */
let estimator: ZxcvbnFactory | undefined;
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...french.dictionary },
    graphs: common.adjacencyGraphs,
    translations: french.translations,
    l33tMaxSubstitutions: 2,
    maxLength: 64,
  });
  return estimator;
}

/** Builds the dictionaries now (and runs the matchers once): for the service's start, not its first sign-up. */
export function warmUpPasswordStrength(): void {
  strengthEstimator().check('lieux-warm-up-2026');
}

/**
 * Whether a new password is hard enough to guess. `personal`: what a guesser knows of the account
 * (e-mail, names) — a password made of them is as weak as a common one.
 */
export function isPasswordStrongEnough(password: string, personal: readonly string[] = []): boolean {
  const inputs = personal.flatMap((value) => [value, ...value.toLowerCase().split(/[@.\s_-]+/)]).filter((value) => value.length >= 3);
  return strengthEstimator().check(password, [...inputs, 'lieux']).score >= MIN_PASSWORD_SCORE;
}

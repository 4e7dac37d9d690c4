/** A small deterministic number from a text: the same venue always gets the same demo figures. */
export function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

/**
 * A demo venue's votes, growing with how popular it is meant to be (`level`). Its score is not set
 * here: the scoring worker computes it from the demo accounts' figures (demo/demo-accounts.ts).
 */
export function demoVoteCount(level: number, seed: string): number {
  return Math.round((level * level) / 40 + ((hashOf(`${seed}:metrics`) >>> 16) % 15));
}

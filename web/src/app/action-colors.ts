/**
 * One colour per action, everywhere it appears (issue 28, "one visual system"; web/README.md):
 * - `main`: the screen's main action and the vote ('Voter', 'J’aime', 'S'inscrire') — terracotta, the brand;
 * - `save`: keeping a place ('Enregistrer', 'Enregistré') — zellige, never the vote's colour;
 * - `upgrade`: everything that leads to or shows Pro ('Passer à Pro', the Pro badge) — grape;
 * - `danger`: what deletes or signs out — red.
 */
export const ACTION_COLORS = {
  main: 'terracotta',
  save: 'zellige',
  upgrade: 'grape',
  danger: 'red',
} as const;

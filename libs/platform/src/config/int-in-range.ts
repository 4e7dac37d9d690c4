import { IsInt, Max, Min } from 'class-validator';

/** A whole number from `min` to `max` (no upper bound when `max` is left out): the shape of most settings. */
export function IntInRange(min: number, max?: number): PropertyDecorator {
  const rules = max === undefined ? [IsInt(), Min(min)] : [IsInt(), Min(min), Max(max)];
  return (target, property) => {
    for (const rule of rules) rule(target, property as string);
  };
}

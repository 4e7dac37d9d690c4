import { ValidateBy, type ValidationArguments } from 'class-validator';

/** The value is at least the value of another variable of the same config. */
export function AtLeast(other: string): PropertyDecorator {
  return ValidateBy({
    name: 'atLeast',
    constraints: [other],
    validator: {
      validate: (value: unknown, args?: ValidationArguments) =>
        typeof value === 'number' && value >= Number((args?.object as Record<string, unknown>)[other]),
      defaultMessage: () => `must be at least ${other}`,
    },
  });
}

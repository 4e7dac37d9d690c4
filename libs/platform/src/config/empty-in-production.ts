import { ValidateBy, type ValidationArguments } from 'class-validator';

/** The variable must be empty when the same config's NODE_ENV is `production`; `why` ends the message. */
export function EmptyInProduction(why: string): PropertyDecorator {
  return ValidateBy({
    name: 'emptyInProduction',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => (args?.object as { NODE_ENV?: unknown }).NODE_ENV !== 'production' || value === '' || value === undefined,
      defaultMessage: () => `must not be set when NODE_ENV=production — ${why}`,
    },
  });
}

import { Button } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A filter one tap turns on or off ("Ouvert maintenant", "Près de moi"), drawn as a chip: a Button
 * that says it is pressed (Mantine's Chip would add its own code to the first visit's JavaScript).
 */
export function FilterToggle({ pressed, onToggle, color, loading = false, children, ...data }: { pressed: boolean; onToggle: () => void; color: 'green.9' | 'zellige.9'; loading?: boolean; children: ReactNode } & Record<`data-${string}`, boolean>) {
  return (
    <Button
      {...data}
      aria-pressed={pressed}
      onClick={onToggle}
      loading={loading}
      radius="xl"
      size="compact-md"
      px="md"
      variant={pressed ? 'filled' : 'default'}
      color={pressed ? color : undefined}
      leftSection={pressed ? <span aria-hidden="true">✓</span> : null}
    >
      {children}
    </Button>
  );
}

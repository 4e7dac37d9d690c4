import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface CalloutSectionProps {
  id: string;
  title: string;
  body: string;
  children: ReactNode;
  /** 'soft' (default): the tinted box that ends a help page; 'strong': the terracotta panel that ends a marketing page. */
  tone?: 'soft' | 'strong';
}

/** The box's fill by tone (the contrast test lays its children's colours on it). */
export const CALLOUT_BACKGROUND = { soft: 'terracotta.0', strong: 'terracotta.7' } as const;

/** A box that ends a page: a heading, a sentence, its buttons. */
export function CalloutSection({ id, title, body, children, tone = 'soft' }: CalloutSectionProps) {
  const strong = tone === 'strong';
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      withBorder={!strong}
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      bg={strong ? CALLOUT_BACKGROUND.strong : CALLOUT_BACKGROUND.soft}
      c={strong ? 'white' : undefined}
    >
      <Stack gap="sm" align={strong ? 'flex-start' : undefined}>
        <Title id={id} order={2} fz={strong ? { base: 22, sm: 28 } : 'lg'}>
          {title}
        </Title>
        <Text>{body}</Text>
        <Group>{children}</Group>
      </Stack>
    </Paper>
  );
}

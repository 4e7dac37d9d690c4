import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The tinted box that ends a help page: a heading, a sentence, its buttons. */
export function CalloutSection({ id, title, body, children }: { id: string; title: string; body: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="terracotta.0">
      <Stack gap="sm">
        <Title id={id} order={2} fz="lg">
          {title}
        </Title>
        <Text>{body}</Text>
        <Group>{children}</Group>
      </Stack>
    </Paper>
  );
}

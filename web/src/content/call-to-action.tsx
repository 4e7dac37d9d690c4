import type { ReactNode } from 'react';
import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';

interface CallToActionProps {
  id: string;
  title: string;
  body: string;
  /** The buttons (`variant="white"` reads best on the terracotta panel). */
  children: ReactNode;
}

/** The terracotta panel that closes a marketing page: a title, a sentence, its buttons. */
export function CallToAction({ id, title, body, children }: CallToActionProps) {
  return (
    <Container size="md" pb={64} component="section" aria-labelledby={id}>
      <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="terracotta.7" c="white">
        <Stack gap="sm" align="flex-start">
          <Title id={id} order={2} fz={{ base: 22, sm: 28 }}>
            {title}
          </Title>
          <Text>{body}</Text>
          <Group>{children}</Group>
        </Stack>
      </Paper>
    </Container>
  );
}

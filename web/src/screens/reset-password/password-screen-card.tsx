import type { ReactNode } from 'react';
import { Alert, Container, Paper, Stack, Text, Title } from '@mantine/core';

/** The narrow card of the forgotten-password and reset-password screens: a title, then the content. */
export function PasswordScreenCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size={460} py={{ base: 48, sm: 80 }}>
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md">
          <Title order={1} fz="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

/** Their form: the intro, the error banner when there is one, then the fields and buttons. */
export function PasswordScreenForm({ intro, error, onSubmit, children }: { intro: string; error: string | undefined; onSubmit: () => Promise<void>; children: ReactNode }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      noValidate
    >
      <Stack gap="md">
        <Text c="dimmed">{intro}</Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {children}
      </Stack>
    </form>
  );
}

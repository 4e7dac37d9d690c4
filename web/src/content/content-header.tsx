import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './content.module.css';

/** The top band of the help, legal and business pages: the page's one <h1> and its lead. */
export function ContentHeader({ id, title, lead, children }: { id: string; title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className={classes.header}>
      <Container size="md">
        <Stack gap="sm">
          <Title id={id} order={1} fz={{ base: 30, sm: 40 }} lh={1.2} c="terracotta.9">
            {title}
          </Title>
          {lead ? (
            <Text fz={{ base: 'md', sm: 'lg' }} c="dark.5" maw={680}>
              {lead}
            </Text>
          ) : null}
          {children}
        </Stack>
      </Container>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Container, Group } from '@mantine/core';
import { BrandLink } from '../layout/brand-link';
import classes from './marketing.module.css';

/** The header of the pages without the top navigation (landing, business page): the brand and a few links. */
export function MarketingHeader({ navLabel, children }: { navLabel: string; children: ReactNode }) {
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.bar}>
        <BrandLink />
        <Group component="nav" aria-label={navLabel} gap="xs" wrap="nowrap">
          {children}
        </Group>
      </Container>
    </header>
  );
}

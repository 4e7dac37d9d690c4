import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import classes from './workspace.module.css';

/** The workspace screens' way back (spec "Create venue": back to the dashboard). The arrow follows the reading direction. */
export function BackToDashboard({ label }: { label: string }) {
  return (
    <Button
      component={Link}
      to="/merchant/dashboard"
      variant="subtle"
      px="xs"
      style={{ alignSelf: 'flex-start' }}
      leftSection={
        <span aria-hidden="true" className={classes.backArrow}>
          ←
        </span>
      }
    >
      {label}
    </Button>
  );
}

import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

/** A workspace screen before the merchant's first venue: why there is nothing yet, and the way to create one. */
export function NoVenueYet({ message, action }: { message: string; action: string }) {
  return (
    <Stack align="flex-start" gap="sm">
      <Text c="dark.5">{message}</Text>
      <Button component={Link} to="/lieu/nouveau">
        {action}
      </Button>
    </Stack>
  );
}

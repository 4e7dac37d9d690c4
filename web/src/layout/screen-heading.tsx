import { Text, Title } from '@mantine/core';

/** A screen's <h1> and the sentence under it. */
export function ScreenHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div>
      <Title order={1}>{title}</Title>
      <Text c="gray.7" mt={4}>
        {subtitle}
      </Text>
    </div>
  );
}

import { List, Stack, Text } from '@mantine/core';
import { parseProse } from './parse-prose';

/** Renders a help or legal text (`parse-prose.ts`): paragraphs and bulleted lists. */
export function Prose({ text }: { text: string }) {
  return (
    <Stack gap="sm">
      {parseProse(text).map((block, index) =>
        block.kind === 'paragraph' ? (
          <Text key={index} lh={1.65}>
            {block.text}
          </Text>
        ) : (
          <List key={index} spacing={6} lh={1.6} withPadding>
            {block.items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        ),
      )}
    </Stack>
  );
}

import { CloseButton, TextInput } from '@mantine/core';

/** The texts a search box needs from its page's catalog. */
export type SearchBoxKey = 'search.label' | 'search.placeholder' | 'search.clear';

/** The search box of the FAQ and the help centre: labelled, with a clear button once something is typed. */
export function HelpSearchInput({ t, value, onChange }: { t: (key: SearchBoxKey) => string; value: string; onChange: (value: string) => void }) {
  return (
    <TextInput
      mt="sm"
      maw={560}
      size="md"
      type="search"
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={value.trim() !== '' ? <CloseButton aria-label={t('search.clear')} onClick={() => onChange('')} /> : null}
    />
  );
}

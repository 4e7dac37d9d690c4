import { useState, type FormEvent } from 'react';
import { Button, Flex, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/use-t';
import { homeMessages } from './home.fr';
import classes from './home.module.css';
import { searchPath } from '../../venues/search-path';

/** Text box and button (or Enter): searches the trimmed text, does nothing when it is empty. */
export function HomeSearchForm() {
  const t = useT(homeMessages);
  const navigate = useNavigate();
  const [text, setText] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const path = searchPath(text);
    if (path) void navigate(path);
  };

  return (
    <form role="search" onSubmit={submit} className={classes.searchBox}>
      <Flex gap={6} direction={{ base: 'column', xs: 'row' }}>
        <TextInput
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          placeholder={t('searchPlaceholder')}
          aria-label={t('searchLabel')}
          variant="unstyled"
          size="lg"
          px="sm"
          style={{ flex: 1 }}
          autoComplete="off"
        />
        <Button type="submit" size="lg">
          {t('searchButton')}
        </Button>
      </Flex>
    </form>
  );
}

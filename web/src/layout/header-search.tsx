import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useT } from '../i18n/use-t';
import { searchPath } from '../venues/search-path';
import { layoutMessages } from './layout.fr';
import classes from './top-nav.module.css';

function SearchIcon({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

/**
 * The header's search box (desktop): Enter searches the trimmed text on /recherche, as the home
 * search does; an empty box goes to the search page itself.
 */
export function HeaderSearchBox() {
  const t = useT(layoutMessages);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(searchPath(text) ?? '/search');
    setText('');
  };
  return (
    <form role="search" aria-label={t('nav.searchLabel')} onSubmit={submit} className={classes.searchForm}>
      {/* A plain input: Mantine's TextInput is not otherwise in the first visit's JavaScript (the budget). */}
      <label className={classes.searchBox}>
        <SearchIcon size={16} />
        <input
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          aria-label={t('nav.searchLabel')}
          placeholder={t('nav.searchPlaceholder')}
          autoComplete="off"
        />
      </label>
    </form>
  );
}

/** The phones' search entry: a magnifier beside the menu, to the search page (a plain link: the first-visit budget). */
export function HeaderSearchLink({ onNavigate }: { onNavigate: () => void }) {
  const t = useT(layoutMessages);
  return (
    <Link to="/search" className={classes.searchLink} aria-label={t('nav.search')} onClick={onNavigate}>
      <SearchIcon size={22} />
    </Link>
  );
}

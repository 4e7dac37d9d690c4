import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFromParams, filtersToParams, type SearchFilters } from '../../venues/search-filters';

/** The spec's debounce of the search box. */
export const SEARCH_DEBOUNCE_MS = 300;

interface TypedText {
  q: string;
  city: string;
}

/**
 * The search's filters, kept in the address (spec: "the address stays in sync with the inputs").
 * The typed q and city reach the address 300 ms after the last key (or at once on Enter); a
 * filter reaches it at once; an address change from outside (back button, a link) fills the inputs.
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const [typed, setTyped] = useState<TypedText>({ q: filters.q, city: filters.city });

  const apply = useCallback(
    (next: SearchFilters) => {
      setParams(filtersToParams(next), { replace: true });
    },
    [setParams],
  );

  // The address changed from outside: the inputs follow.
  useEffect(() => {
    setTyped((current) => (current.q === filters.q && current.city === filters.city ? current : { q: filters.q, city: filters.city }));
  }, [filters.q, filters.city]);

  useEffect(() => {
    if (typed.q === filters.q && typed.city === filters.city) return undefined;
    const timer = window.setTimeout(() => apply({ ...filters, ...typed }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, filters, apply]);

  return {
    filters,
    typed,
    setTyped,
    /** Enter: the typed text at once, without waiting for the debounce. */
    submitTyped: () => apply({ ...filters, ...typed }),
    setFilters: (change: Partial<SearchFilters>) => apply({ ...filters, ...typed, ...change }),
  };
}

import { useState } from 'react';

/**
 * The page of an admin list, back to 1 whenever a filter changes (page 3 of the old filter may not
 * exist under the new one): `onFilter(setStatus)` is the filter's change handler.
 */
export function useListPage() {
  const [page, setPage] = useState(1);
  const onFilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return { page, setPage, onFilter };
}

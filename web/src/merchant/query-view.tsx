import { Alert, Skeleton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { userFacingError } from '../api/user-facing-error';

interface QueryViewProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError'>;
  /** The skeleton's height while the data loads. */
  height: number;
  /** The banner's text when the call failed without a message of the server. */
  failed: string;
  children: (data: T) => ReactNode;
}

/** A workspace read's three states: a skeleton while it loads, the server's message when it fails, else the screen. */
export function QueryView<T>({ query, height, failed, children }: QueryViewProps<T>) {
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {userFacingError(query.error, failed)}
      </Alert>
    );
  }
  if (query.data === undefined) return <Skeleton height={height} radius="lg" />;
  return children(query.data);
}

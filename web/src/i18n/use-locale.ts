import { use } from 'react';
import { LocaleContext, type LocaleContextValue } from './locale-context';

export function useLocale(): LocaleContextValue {
  return use(LocaleContext);
}

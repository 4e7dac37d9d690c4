import { Center, Loader } from '@mantine/core';
import { useT } from '../i18n/use-t';

/** Shown while a screen's code loads. */
export function PageFallback() {
  const t = useT();
  return (
    <Center py={96} role="status" aria-label={t('app.loading')}>
      <Loader />
    </Center>
  );
}

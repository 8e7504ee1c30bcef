import { Center, Loader } from '@mantine/core';
import { t } from '../i18n/messages';

/** Shown while a lazily loaded screen arrives. */
export function PageLoader() {
  return (
    <Center mih="40vh" role="status" aria-label={t('page.loading')}>
      <Loader />
    </Center>
  );
}

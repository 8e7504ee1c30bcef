import { Link } from 'react-router';
import { Button, Text } from '@mantine/core';
import { t } from '../../i18n/messages';
import { Page } from '../../ui/Page';

export function NotFoundPage() {
  return (
    <Page title={t('page.notFound')}>
      <Text>{t('page.notFoundText')}</Text>
      <Button component={Link} to="/dashboard" viewTransition size="md" w="fit-content">
        {t('page.backToDashboard')}
      </Button>
    </Page>
  );
}

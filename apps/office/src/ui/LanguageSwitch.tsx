import { SegmentedControl } from '@mantine/core';
import { type Locale, setLocale, useT } from '../i18n/i18n';

export function LanguageSwitch() {
  const { t, locale } = useT();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('nav.language')}
      value={locale}
      onChange={(value) => setLocale(value === 'es' ? 'es' : 'en')}
      data={[
        { value: 'en' satisfies Locale, label: 'English' },
        { value: 'es' satisfies Locale, label: 'Español' },
      ]}
    />
  );
}

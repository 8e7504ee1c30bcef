// UX-1: the language of this device, chosen on the Device page or at sign-in; every screen follows
// at once (App re-renders on useLocale), and the choice is kept on the device until changed again.
import { Group, Radio } from '@mantine/core';
import { LANGUAGE_NAMES, LOCALES, chooseLocale, useLocale } from '../i18n/locale';
import { t } from '../i18n/messages';

export function LanguageChoice() {
  const locale = useLocale();
  return (
    <Radio.Group
      label={t('device.language')}
      description={t('device.languageHint')}
      value={locale}
      onChange={(value) => {
        const next = LOCALES.find((code) => code === value);
        if (next) void chooseLocale(next);
      }}
    >
      <Group mt="xs">
        {LOCALES.map((code) => (
          // Each name in its own language (lang too, so a screen reader says "Español" in Spanish).
          <Radio key={code} value={code} label={<span lang={code}>{LANGUAGE_NAMES[code]}</span>} size="md" />
        ))}
      </Group>
    </Radio.Group>
  );
}

// OFFICE-10: an entry's changed fields, before → after; a created object shows what it was made
// with. Read as a description list so a screen reader says each field with its two values.
import { Text } from '@mantine/core';
import type { OfficeAuditEntry } from '@fieldops/contract';
import { useT } from '../i18n/i18n';
import { changesOf } from './audit-changes';

const MAX_SHOWN = 8;

export function Changes({ entry }: { entry: OfficeAuditEntry }) {
  const { t } = useT();
  const changes = changesOf(entry.before, entry.after);
  if (changes.length === 0) return <Text size="xs">{t('audit.noChange')}</Text>;
  const shown = changes.slice(0, MAX_SHOWN);
  return (
    <dl style={{ margin: 0, fontSize: 'var(--mantine-font-size-xs)' }}>
      {shown.map((c) => (
        <div key={c.field} style={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
          {c.field && <dt style={{ fontWeight: 600 }}>{c.field}:</dt>}
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {entry.before == null ? c.after : t('audit.beforeAfter', { before: c.before, after: c.after })}
          </dd>
        </div>
      ))}
      {changes.length > MAX_SHOWN && (
        <Text size="xs">{t('audit.more', { count: changes.length - MAX_SHOWN })}</Text>
      )}
    </dl>
  );
}

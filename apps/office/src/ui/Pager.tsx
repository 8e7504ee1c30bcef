// Paging under a table: each control named (axe: a button needs a name), the current page marked.
import { Pagination } from '@mantine/core';
import { useT } from '../i18n/i18n';

export function Pager({
  page,
  pages,
  onChange,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}) {
  const { t } = useT();
  return (
    <nav aria-label={t('table.pages')}>
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        getControlProps={(control) => ({
          'aria-label': t(
            control === 'previous'
              ? 'table.previous'
              : control === 'next'
                ? 'table.next'
                : control === 'first'
                  ? 'table.first'
                  : 'table.last',
          ),
        })}
        getItemProps={(item) => ({
          'aria-label': t('table.goTo', { page: item }),
          ...(item === page ? { 'aria-current': 'page' as const } : {}),
        })}
      />
    </nav>
  );
}

// The routes of the areas a person may use, from src/routes.tsx; the first is the start page.
import { Text } from '@mantine/core';
import { Navigate, Route, Routes } from 'react-router';
import { mayUse, useMe } from '../auth/me';
import { useT } from '../i18n/i18n';
import { areas } from '../routes';

export function AreaRoutes() {
  const me = useMe();
  const { t } = useT();
  const allowed = areas.filter((area) => mayUse(me, area.roles));
  return (
    <Routes>
      {allowed[0] && <Route index element={<Navigate to={`/${allowed[0].path}`} replace />} />}
      {allowed.map((area) => (
        <Route key={area.path} path={`${area.path}/*`} element={<area.element />} />
      ))}
      <Route path="*" element={<Text>{t('notFound')}</Text>} />
    </Routes>
  );
}

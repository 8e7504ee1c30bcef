// SHELL-1/2: the side menu. Fixed entries in the spec's order with the cached dynamic entries merged
// in; page links use view transitions (NAV-3); external entries open through the browser adapter.
import { useMemo } from 'react';
import { NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router';
import { Badge, NavLink, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { logOut } from '../auth/logout';
import { useMenuItems } from '../db/menu';
import { countUnsent, useUnsentCount } from '../queue';
import { t } from '../i18n/messages';
import { browser } from '../platform/browser';
import { useAppUpdate } from './AppUpdateProvider';
import { type MenuAction, fixedMenu, mergeMenu } from './menu-entries';
import { MenuIcon } from './menu-icons';
import { openConfirm } from '../ui/confirm';

const QUEUE_LIST_URL = '/queue-list';

export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const dynamic = useMenuItems();
  const entries = useMemo(() => mergeMenu(fixedMenu(), dynamic ?? []), [dynamic]);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { checkForUpdate } = useAppUpdate();
  const unsent = useUnsentCount();

  const leave = () => void logOut((path) => void navigate(path, { replace: true, viewTransition: true }));
  /** QUEUE-9: unsent changes are never dropped; log-out says so first and keeps them. */
  const confirmLogOut = async () => {
    const count = await countUnsent().catch(() => 0);
    if (count === 0) return leave();
    openConfirm({
      title: t('queue.logOutTitle'),
      children: <Text>{count === 1 ? t('queue.unsentOne') : t('queue.unsentWarning', { count })}</Text>,
      labels: { confirm: t('queue.logOutAnyway'), cancel: t('queue.cancel') },
      onConfirm: leave,
    });
  };

  const run = (action: MenuAction) => {
    onNavigate?.();
    if (action === 'updateApp') void checkForUpdate();
    else void confirmLogOut();
  };

  return (
    <nav aria-label={t('menu.label')}>
      {entries.map((entry) => {
        const icon = <MenuIcon name={entry.icon} />;
        if (entry.kind === 'action') {
          return (
            <NavLink
              key={entry.action}
              component="button"
              type="button"
              label={entry.title}
              leftSection={icon}
              onClick={() => run(entry.action)}
              py="sm"
            />
          );
        }
        if (entry.kind === 'external') {
          return (
            <NavLink
              key={entry.url}
              component="button"
              type="button"
              label={entry.title}
              leftSection={icon}
              rightSection={<IconExternalLink size={16} aria-hidden />}
              onClick={() => {
                onNavigate?.();
                browser.openExternal(entry.url);
              }}
              py="sm"
            />
          );
        }
        return (
          <NavLink
            key={entry.url}
            component={RouterNavLink}
            to={entry.url}
            viewTransition
            label={entry.title}
            leftSection={icon}
            rightSection={
              entry.url === QUEUE_LIST_URL && unsent > 0 ? (
                <>
                  <Badge aria-hidden>{unsent}</Badge>
                  <VisuallyHidden>{t('queue.badge', { count: unsent })}</VisuallyHidden>
                </>
              ) : undefined
            }
            active={pathname === entry.url || pathname.startsWith(`${entry.url}/`)}
            onClick={onNavigate}
            py="sm"
          />
        );
      })}
    </nav>
  );
}

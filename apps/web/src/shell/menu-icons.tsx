// Icon names used by the menu (fixed entries and the server's `icon` field) mapped to a small set
// of Tabler icons; importing them one by one keeps the bundle small. Unknown names get a dot.
import {
  IconAlertTriangle,
  IconCalendarTime,
  IconClipboardList,
  IconDeviceMobile,
  IconExternalLink,
  IconFileText,
  IconFolders,
  IconLayoutDashboard,
  IconListDetails,
  IconLogout,
  IconMap,
  IconPoint,
  IconRefresh,
  IconTruck,
  IconUpload,
  type Icon,
} from '@tabler/icons-react';

const icons: Record<string, Icon> = {
  dashboard: IconLayoutDashboard,
  list: IconListDetails,
  alert: IconAlertTriangle,
  calendar: IconCalendarTime,
  folders: IconFolders,
  upload: IconUpload,
  refresh: IconRefresh,
  device: IconDeviceMobile,
  logout: IconLogout,
  truck: IconTruck,
  map: IconMap,
  file: IconFileText,
  report: IconClipboardList,
  external: IconExternalLink,
};

export function MenuIcon({ name }: { name: string }) {
  const Component = icons[name.toLowerCase()] ?? IconPoint;
  return <Component size={22} stroke={1.6} aria-hidden />;
}

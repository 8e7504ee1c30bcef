// MISC-3, DB-3: the facts of the Device page, read from this device only (it works offline), and
// their plain-text form for support.
import { formatBytes as bytesText, formatDateTime } from '../../i18n/format';
import { t } from '../../i18n/messages';
import { type DeviceFacts, UNKNOWN_FACT } from '../../platform/device';

export type ServiceWorkerState = 'active' | 'waiting' | 'installing' | 'none' | 'unsupported';

export interface StorageFacts {
  usedBytes: number | null;
  quotaBytes: number | null;
  /** null: the browser cannot say. */
  persisted: boolean | null;
}

export interface DeviceDetails {
  device: DeviceFacts | null;
  serial: string | null;
  appVersion: string;
  build: string;
  serviceWorker: ServiceWorkerState;
  storage: StorageFacts;
  queueLength: number;
  lastJobSync: string | null;
  lastFolderSync: string | null;
}

export async function readServiceWorkerState(
  container: ServiceWorkerContainer | undefined = typeof navigator !== 'undefined'
    ? navigator.serviceWorker
    : undefined,
): Promise<ServiceWorkerState> {
  if (!container) return 'unsupported';
  const registration = await container.getRegistration();
  if (!registration) return 'none';
  if (registration.waiting) return 'waiting';
  if (registration.active) return 'active';
  return registration.installing ? 'installing' : 'none';
}

export async function readStorageFacts(
  storage: StorageManager | undefined = typeof navigator !== 'undefined' ? navigator.storage : undefined,
  fallbackPersisted: boolean | null = null,
): Promise<StorageFacts> {
  const estimate =
    typeof storage?.estimate === 'function' ? await storage.estimate().catch(() => null) : null;
  const persisted =
    typeof storage?.persisted === 'function'
      ? await storage.persisted().catch(() => fallbackPersisted)
      : fallbackPersisted;
  return { usedBytes: estimate?.usage ?? null, quotaBytes: estimate?.quota ?? null, persisted };
}

export function formatBytes(bytes: number | null): string {
  return bytes === null ? t('device.unknown') : bytesText(bytes);
}

const yesNo = (value: boolean | null | undefined) =>
  value === null || value === undefined ? t('device.unknown') : t(value ? 'device.yes' : 'device.no');
const when = (iso: string | null) => (iso ? formatDateTime(iso) : t('device.never'));

/** A fact the browser did not tell (describeUserAgent's UNKNOWN_FACT), in the device's words. */
const told = (value: string | undefined, unknown: string) =>
  value === undefined || value === UNKNOWN_FACT ? unknown : value;

/**
 * TRUST-5: the page's sections, in its order: what a foreman needs first (what waits to be sent and
 * when the phone last synced, then its storage), and the facts support asks for under their own
 * heading at the end (device id, registration code, versions, the offline app files).
 */
export type DetailSection = 'sync' | 'storage' | 'support';

/** Label and value of every fact, in the order the page shows them (and the copy lists them). */
export function detailRows(
  details: DeviceDetails,
): { section: DetailSection; label: string; value: string }[] {
  const d = details.device;
  const unknown = t('device.unknown');
  const persisted =
    details.storage.persisted === null
      ? unknown
      : t(details.storage.persisted ? 'device.granted' : 'device.notGranted');
  return [
    { section: 'sync', label: t('device.queueLength'), value: String(details.queueLength) },
    { section: 'sync', label: t('device.lastJobSync'), value: when(details.lastJobSync) },
    { section: 'sync', label: t('device.lastFolderSync'), value: when(details.lastFolderSync) },
    { section: 'storage', label: t('device.storageUsed'), value: formatBytes(details.storage.usedBytes) },
    { section: 'storage', label: t('device.storageQuota'), value: formatBytes(details.storage.quotaBytes) },
    { section: 'storage', label: t('device.persisted'), value: persisted },
    { section: 'support', label: t('device.model'), value: d?.model ?? unknown },
    { section: 'support', label: t('device.platform'), value: d?.platform ?? unknown },
    { section: 'support', label: t('device.osVersion'), value: told(d?.version, unknown) },
    { section: 'support', label: t('device.manufacturer'), value: told(d?.manufacturer, unknown) },
    { section: 'support', label: t('device.virtual'), value: yesNo(d?.isVirtual) },
    { section: 'support', label: t('device.uuid'), value: d?.uuid ?? unknown },
    { section: 'support', label: t('device.serial'), value: details.serial ?? t('device.notSignedIn') },
    { section: 'support', label: t('device.appVersion'), value: details.appVersion },
    { section: 'support', label: t('device.build'), value: details.build },
    { section: 'support', label: t('device.serviceWorker'), value: t(`device.sw.${details.serviceWorker}`) },
  ];
}

export function detailsAsText(details: DeviceDetails, now = new Date()): string {
  const lines = detailRows(details).map((row) => `${row.label}: ${row.value}`);
  return [`${t('appName')} · ${t('page.device')} · ${now.toISOString()}`, ...lines].join('\n');
}

// MISC-3: everything the Device page shows. Device facts, storage and the service worker are read
// once when the page opens; the queue length and sync times are live queries, so an offline change
// shows up here at once.
import { useEffect, useState } from 'react';
import { readDeviceSerial } from '../../auth/local-user';
import { persistentStorageGranted } from '../../db/persist';
import { useSyncTimes } from '../../db/sync-times';
import { useUnsentCount } from '../../queue/hooks';
import { APP_BUILD, APP_VERSION } from '../../platform/app-info';
import { device, type DeviceFacts } from '../../platform/device';
import {
  type DeviceDetails,
  readServiceWorkerState,
  readStorageFacts,
  type ServiceWorkerState,
  type StorageFacts,
} from './device-report';

interface Snapshot {
  device: DeviceFacts | null;
  serviceWorker: ServiceWorkerState;
  storage: StorageFacts;
}

async function readSnapshot(): Promise<Snapshot> {
  const [facts, serviceWorker, storage] = await Promise.all([
    device.getInfo().catch((error: unknown) => {
      console.error('Device facts could not be read', error);
      return null;
    }),
    readServiceWorkerState().catch(() => 'unsupported' as const),
    readStorageFacts(undefined, persistentStorageGranted()),
  ]);
  return { device: facts, serviceWorker, storage };
}

/** undefined while the first read is running. */
export function useDeviceDetails(): DeviceDetails | undefined {
  const [snapshot, setSnapshot] = useState<Snapshot>();
  const queueLength = useUnsentCount();
  const syncTimes = useSyncTimes();
  useEffect(() => {
    let live = true;
    void readSnapshot().then((read) => live && setSnapshot(read));
    return () => {
      live = false;
    };
  }, []);
  if (!snapshot || !syncTimes) return undefined;
  return {
    ...snapshot,
    serial: readDeviceSerial(),
    appVersion: APP_VERSION,
    build: APP_BUILD,
    queueLength,
    ...syncTimes,
  };
}

// The devices users sign in on (module devices).
import type { Generated } from 'kysely';

export interface DevicesTable {
  device_id: Generated<number>;
  user_id: number;
  serial: string;
  model: string;
  platform: string;
  uuid: string;
  os_version: string;
  manufacturer: string;
  is_virtual: number;
  app_version: string;
  last_seen_at: string;
}

export interface DevicesTables {
  devices: DevicesTable;
}

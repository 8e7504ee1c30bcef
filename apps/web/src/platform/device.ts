// Device facts for sign-in and device registration (AUTH-5, MISC-6): the Capacitor Device plugin on
// a phone, a browser fallback on the web. The web uuid is made once and kept, so one browser is one
// device for the server.
import type { DeviceInfo } from '@fieldops/contract';
import { isNativePlatform } from './native';

export type DeviceFacts = Omit<DeviceInfo, 'serial'>;

/** What the browser fallback records for a fact the user agent does not tell. */
export const UNKNOWN_FACT = 'unknown';

export interface DeviceAdapter {
  getInfo(): Promise<DeviceFacts>;
}

const WEB_UUID_KEY = 'deviceUuid';

interface UserAgentData {
  platform?: string;
  mobile?: boolean;
}

export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID is missing outside secure contexts; build a v4 uuid by hand.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function webUuid(storage: Storage = localStorage): string {
  const kept = storage.getItem(WEB_UUID_KEY);
  if (kept) return kept;
  const made = randomUuid();
  storage.setItem(WEB_UUID_KEY, made);
  return made;
}

/** Best-effort facts from the user agent; the server only records them. */
export function describeUserAgent(
  ua: string,
  uaData?: UserAgentData,
): Omit<DeviceFacts, 'uuid' | 'isVirtual'> {
  const rules: [RegExp, string, string][] = [
    [/iPhone|iPad|iPod/, 'ios', 'Apple'],
    [/Android/, 'android', 'Google'],
    [/Mac OS X/, 'macos', 'Apple'],
    [/Windows/, 'windows', 'Microsoft'],
    [/Linux/, 'linux', UNKNOWN_FACT],
  ];
  const [, platform, manufacturer] = rules.find(([re]) => re.test(ua)) ?? [null, 'web', UNKNOWN_FACT];
  const version =
    /Android ([\d.]+)/.exec(ua)?.[1] ??
    /OS ([\d_]+) like Mac OS X/.exec(ua)?.[1]?.replace(/_/g, '.') ??
    /Mac OS X ([\d_.]+)/.exec(ua)?.[1]?.replace(/_/g, '.') ??
    /Windows NT ([\d.]+)/.exec(ua)?.[1] ??
    UNKNOWN_FACT;
  // Android browsers name the kernel first ("Linux; Android 14; Pixel 8"): the model comes after.
  const model =
    /Android [\d.]+; ([^;)]+)/
      .exec(ua)?.[1]
      ?.replace(/\s*Build\/.*$/, '')
      .trim() ||
    /\(([^;)]+)/.exec(ua)?.[1]?.trim() ||
    uaData?.platform ||
    'browser';
  return { model: model.slice(0, 200), platform, version, manufacturer };
}

export const webDevice: DeviceAdapter = {
  async getInfo() {
    const uaData = (navigator as Navigator & { userAgentData?: UserAgentData }).userAgentData;
    return { ...describeUserAgent(navigator.userAgent, uaData), uuid: webUuid(), isVirtual: false };
  },
};

type DevicePlugin = typeof import('@capacitor/device').Device;

/** MISC-6: the plugin is imported only on a device, so the web bundle never carries it. */
export function nativeDeviceWith(
  load: () => Promise<Pick<DevicePlugin, 'getInfo' | 'getId'>> = async () =>
    (await import('@capacitor/device')).Device,
): DeviceAdapter {
  return {
    async getInfo() {
      const plugin = await load();
      const [info, id] = await Promise.all([plugin.getInfo(), plugin.getId()]);
      return {
        model: info.model,
        platform: info.platform,
        uuid: id.identifier,
        version: info.osVersion,
        manufacturer: info.manufacturer,
        isVirtual: info.isVirtual,
      };
    },
  };
}

export const nativeDevice: DeviceAdapter = nativeDeviceWith();

export const device: DeviceAdapter = {
  getInfo: () => (isNativePlatform() ? nativeDevice : webDevice).getInfo(),
};

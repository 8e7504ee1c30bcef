// Tells the server which device this is (RegisterDevice procedure) after sign-in and on each online
// start, so the server knows the app version in the field. Failures are logged only.
import { runCommand } from '../api/calls';
import { type DeviceAdapter, device as defaultDevice } from '../platform/device';
import { readDeviceSerial } from './local-user';

export async function registerDevice(device: DeviceAdapter = defaultDevice): Promise<void> {
  const serial = readDeviceSerial();
  if (!serial) return;
  try {
    const facts = await device.getInfo();
    await runCommand('RegisterDevice', { ...facts, serial, appVersion: __APP_VERSION__ });
  } catch (error) {
    console.error('Device registration failed', error instanceof Error ? error.message : error);
  }
}

// MISC-6: one question every adapter asks: is this the Capacitor shell on a phone? Plugins are
// imported only after a yes (dynamic import), so the web bundle never carries their code.
import { Capacitor } from '@capacitor/core';

export function isNativePlatform(): boolean {
  return Capacitor.isNativePlatform();
}

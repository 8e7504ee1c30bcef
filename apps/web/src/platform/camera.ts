// REPORT-5, MISC-6: where photos come from. On the web (and in an installed PWA) the screen shows a
// file input with `capture="environment"`: phones open the camera, desktops a file picker, and a
// test can set files on it. In the Capacitor shell the Camera plugin takes the photo (loaded only
// there); `takePhoto` answers null when the person cancels.
import { isNativePlatform } from './native';

export interface CameraAdapter {
  /** True when photos come from a native camera plugin instead of the file input. */
  readonly native: boolean;
  /** The native camera (Capacitor Camera plugin); null where the screen's file input is used. */
  readonly takePhoto: (() => Promise<Blob | null>) | null;
  /** What the file input accepts, and which camera a phone opens for it. */
  readonly input: { accept: string; capture: 'environment' };
}

type CameraPlugin = {
  takePhoto(options: { quality?: number; correctOrientation?: boolean }): Promise<{ webPath?: string }>;
};

const INPUT = { accept: 'image/*', capture: 'environment' } as const;

const loadCamera = async (): Promise<CameraPlugin> => (await import('@capacitor/camera')).Camera;

/** The plugin's cancel is an error whose message says so; everything else is a real failure. */
const isCancel = (error: unknown) => error instanceof Error && /cancel/i.test(error.message);

export function nativeCamera(load: () => Promise<CameraPlugin> = loadCamera): CameraAdapter {
  return {
    native: true,
    input: INPUT,
    async takePhoto() {
      try {
        const plugin = await load();
        const photo = await plugin.takePhoto({ quality: 90, correctOrientation: true });
        if (!photo.webPath) return null;
        // webPath is a URL the WebView can fetch (capacitor://…); the app stores Blobs.
        return await (await fetch(photo.webPath)).blob();
      } catch (error) {
        if (isCancel(error)) return null;
        throw error;
      }
    },
  };
}

export const webCamera: CameraAdapter = { native: false, takePhoto: null, input: INPUT };

export const camera: CameraAdapter = isNativePlatform() ? nativeCamera() : webCamera;

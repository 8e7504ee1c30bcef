// REPORT-5, MISC-6: where photos come from. On the web (and in an installed PWA) the screen shows a
// file input with `capture="environment"`: phones open the camera, desktops a file picker, and a
// test can set files on it. On a Capacitor device the Camera plugin would take the photo; it is not
// installed yet, so `takePhoto` is null everywhere and screens use the input. The seam stays typed.
export interface CameraAdapter {
  /** True when photos come from a native camera plugin instead of the file input. */
  readonly native: boolean;
  /** The native camera (Capacitor Camera plugin); null where the screen's file input is used. */
  readonly takePhoto: (() => Promise<Blob | null>) | null;
  /** What the file input accepts, and which camera a phone opens for it. */
  readonly input: { accept: string; capture: 'environment' };
}

export const camera: CameraAdapter = {
  // With @capacitor/camera installed: native = Capacitor.isNativePlatform(), takePhoto = a wrapper
  // of Camera.getPhoto({ resultType: 'uri' }) fetched as a Blob. Until then, the file input.
  native: false,
  takePhoto: null,
  input: { accept: 'image/*', capture: 'environment' },
};

import { useEffect, useMemo } from 'react';

/** An object URL for a Blob while the component shows it, revoked when the Blob changes or on unmount. */
export function useObjectUrl(blob: Blob | undefined | null): string | undefined {
  const url = useMemo(
    () => (blob && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : undefined),
    [blob],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

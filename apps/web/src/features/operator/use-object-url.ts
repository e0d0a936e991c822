import { useEffect, useMemo } from 'react';

/** A page-lived address for fetched bytes (a private file shown as an image), let go after. */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const url = useMemo(
    () => (blob && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null),
    [blob],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

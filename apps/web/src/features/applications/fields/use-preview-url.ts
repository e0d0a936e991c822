import { useEffect, useState } from 'react';

interface Preview {
  file: File;
  url: string;
}

/**
 * The chosen image as a data address for a thumbnail, or null (not an image, still reading).
 * Read with FileReader, so there is no object URL to release when the file goes.
 */
export function usePreviewUrl(file: File | null): string | null {
  const [preview, setPreview] = useState<Preview | null>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith('image/')) return undefined;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => {
      reader.onload = null;
      if (reader.readyState === FileReader.LOADING) reader.abort();
    };
  }, [file]);
  return preview?.file === file ? preview.url : null;
}

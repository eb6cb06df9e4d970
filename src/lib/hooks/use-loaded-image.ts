import { useEffect, useState } from 'react';

/** Images this page has loaded whole: a new button showing one (the header menu's) draws it at once. */
const loadedUrls = new Set<string>();

/**
 * `url` once the browser has loaded it, else null: an avatar keeps its initials until its photo can be
 * drawn whole, never an empty circle while it downloads. A photo that fails keeps the initials.
 */
export function useLoadedImage(url: string | null): string | null {
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!url || loadedUrls.has(url)) return;
    let live = true;
    const image = new Image();
    image.onload = () => {
      loadedUrls.add(url);
      if (live) setLoaded((n) => n + 1);
    };
    image.src = url;
    return () => {
      live = false;
      image.onload = null;
    };
  }, [url]);
  return url && loadedUrls.has(url) ? url : null;
}

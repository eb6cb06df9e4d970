import 'video.js/dist/video-js.css';
import { useEffect, useRef } from 'react';
import videojs from 'video.js';
import { mediaTypeOf } from '@/lib/media/media-type';

/**
 * The intro video in video.js (a lazy chunk: only the introduction route loads it). The element is
 * created in the effect and disposed in its cleanup, so StrictMode's double mount leaves one player.
 */
export default function IntroVideo({ src, label }: { src: string; label: string }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = document.createElement('video-js');
    element.setAttribute('aria-label', label);
    holder.current?.appendChild(element);
    const player = videojs(element, {
      controls: true,
      fluid: true,
      preload: 'metadata',
      playbackRates: [0.75, 1, 1.25, 1.5],
      sources: [{ src, type: mediaTypeOf(src) }],
    });
    return () => player.dispose();
  }, [src, label]);
  return (
    <div data-vjs-player>
      <div ref={holder} />
    </div>
  );
}

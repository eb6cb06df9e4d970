import { useCallback } from 'react';

/**
 * One media element plays at a time within a container (e.g. the courseware dialog, where audio
 * and video of several kinds sit side by side). Media 'play' events do not bubble, so the listener
 * catches them in the capture phase: it sees every <audio>/<video> below the container, whichever
 * player (video.js or native) created it and whenever it was added.
 */
export function pauseOthersOnPlay(root: HTMLElement): () => void {
  const onPlay = (event: Event) => {
    const started = event.target;
    if (!(started instanceof HTMLMediaElement)) return;
    root.querySelectorAll<HTMLMediaElement>('audio, video').forEach((media) => {
      if (media !== started && !media.paused) media.pause();
    });
  };
  root.addEventListener('play', onPlay, true);
  return () => root.removeEventListener('play', onPlay, true);
}

/**
 * A callback ref: the element it is put on lets one of its media play at a time. A callback, not
 * an effect, because the element may mount later than the component (a dialog's body).
 */
export function useOnePlaying(): (element: HTMLElement | null) => (() => void) | undefined {
  return useCallback((element: HTMLElement | null) => (element ? pauseOthersOnPlay(element) : undefined), []);
}

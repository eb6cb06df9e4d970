import { afterEach, describe, expect, it, vi } from 'vitest';
import { pauseOthersOnPlay } from './use-one-playing';

/** jsdom plays nothing: a media element whose paused state the test sets, with pause() recorded. */
function media(tag: 'audio' | 'video', playing: boolean, parent: HTMLElement): HTMLMediaElement & { pause: ReturnType<typeof vi.fn> } {
  const element = document.createElement(tag);
  Object.defineProperty(element, 'paused', { configurable: true, get: () => !playing });
  element.pause = vi.fn();
  parent.appendChild(element);
  return element as HTMLMediaElement & { pause: ReturnType<typeof vi.fn> };
}

/** What the browser sends when playback starts: a 'play' event that does not bubble. */
const start = (element: HTMLMediaElement) => element.dispatchEvent(new Event('play'));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('pauseOthersOnPlay', () => {
  it('a video that starts pauses an audio that plays, deep inside the container; not itself, not a paused one', () => {
    const root = document.body.appendChild(document.createElement('div'));
    const section = root.appendChild(document.createElement('section'));
    const audio = media('audio', true, section);
    const idle = media('audio', false, section);
    const video = media('video', true, root.appendChild(document.createElement('div')));
    pauseOthersOnPlay(root);
    start(video);
    expect(audio.pause).toHaveBeenCalledOnce();
    expect(idle.pause).not.toHaveBeenCalled();
    expect(video.pause).not.toHaveBeenCalled();
  });

  it('an audio that starts pauses a video that plays (either way round)', () => {
    const root = document.body.appendChild(document.createElement('div'));
    const video = media('video', true, root);
    const audio = media('audio', true, root);
    pauseOthersOnPlay(root);
    start(audio);
    expect(video.pause).toHaveBeenCalledOnce();
  });

  it('media outside the container are left alone, and so is everything once stopped', () => {
    const root = document.body.appendChild(document.createElement('div'));
    const outside = media('audio', true, document.body);
    const inside = media('audio', true, root);
    const video = media('video', true, root);
    const stop = pauseOthersOnPlay(root);
    start(video);
    expect(outside.pause).not.toHaveBeenCalled();
    expect(inside.pause).toHaveBeenCalledOnce();
    stop();
    start(video);
    expect(inside.pause).toHaveBeenCalledOnce();
  });

  it('a play event of something that is not a media element pauses nothing', () => {
    const root = document.body.appendChild(document.createElement('div'));
    const audio = media('audio', true, root);
    pauseOthersOnPlay(root);
    root.appendChild(document.createElement('div')).dispatchEvent(new Event('play'));
    expect(audio.pause).not.toHaveBeenCalled();
  });
});

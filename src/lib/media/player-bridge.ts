/**
 * Connects the lazily loaded player to the rest of the replay (pinned notes): whoever needs the
 * time or a seek talks to the bridge, which exists before the player and outlives it.
 */

/** What the player component hands over once video.js is ready. */
export interface PlayerControls {
  currentTime(): number;
  /** Moves to `seconds` and plays from there. */
  seekAndPlay(seconds: number): void;
}

export interface PlayerBridge {
  attach(controls: PlayerControls | null): void;
  /** The player reports that its time moved. */
  tick(): void;
  isReady(): boolean;
  /** Seconds into the recording (0 without a player). */
  currentTime(): number;
  seekAndPlay(seconds: number): void;
  /** For useSyncExternalStore: called on attach, detach and every tick. */
  subscribe(listener: () => void): () => void;
}

export function createPlayerBridge(): PlayerBridge {
  let controls: PlayerControls | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    attach(next) {
      controls = next;
      notify();
    },
    tick: notify,
    isReady: () => controls !== null,
    currentTime: () => controls?.currentTime() ?? 0,
    seekAndPlay: (seconds) => controls?.seekAndPlay(seconds),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

import { create } from 'zustand';

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface AppWorkerState {
  /** A new version is installed and waits, or already took over from another tab: offer "Reload". */
  updateReady: boolean;
  /** The browser allows installing the app now (kept from its `beforeinstallprompt`). */
  installPrompt: InstallPromptEvent | null;
}

/** What the app's worker (src/lib/app-worker/app-worker.ts) tells the UI. */
export const useAppWorkerStore = create<AppWorkerState>(() => ({ updateReady: false, installPrompt: null }));

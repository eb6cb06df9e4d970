import enCommon from '../../locales/en/common.json' with { type: 'json' };
import enShell from '../../locales/en/shell.json' with { type: 'json' };
import zhCommon from '../../locales/zh/common.json' with { type: 'json' };
import zhShell from '../../locales/zh/shell.json' with { type: 'json' };
import { SCREENS } from '../../scripts/lib/screens';

/**
 * The screens as the quality journeys visit them: the accessibility, phone-width, CSP and hostile-input
 * journeys (a11y.spec.ts with its CSP watch, hostile.spec.ts) visit each screen, in both languages. The
 * list itself is scripts/lib/screens.ts (the soak walks it too); journeys take it from here.
 */
export { REDIRECT_ONLY_ROUTES, resolvePath, type Screen, SCREENS } from '../../scripts/lib/screens';

const TEXT = { en: { common: enCommon, shell: enShell }, zh: { common: zhCommon, shell: zhShell } };
export type Language = keyof typeof TEXT;

/** The screens in two visits: signed out, then signed in as the demo teacher (a journey's `role` option). */
export const SCREEN_VISITS = [false, true].map((signedIn) => ({
  name: signedIn ? 'signed in' : 'signed out',
  role: signedIn ? ('teacher' as const) : null,
  screens: SCREENS.filter((screen) => screen.signedIn === signedIn),
}));

/** "Loading…" in the page's language: a screen is ready when no such status is left. */
export const loadingText = (language: Language): string => TEXT[language].common.loading;

/** The burger's name ("Toggle navigation") in the page's language. */
export const navToggleText = (language: Language): string => TEXT[language].shell.toggleNav;

/** The shell's navigation landmark ("Main navigation") in the page's language. */
export const navLabelText = (language: Language): string => TEXT[language].shell.navLabel;

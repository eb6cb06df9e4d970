/** Debian's Chromium (or CHROMIUM_PATH), with the flags every script and the Playwright config use. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser window's own omnibox popup, a page of its own (chrome://omnibox-popup.top-chrome) that Chromium 156
 * loads in a renderer of its own for every new window, headless too: in a `perf:boot` trace of a returning visit
 * it took ~0.8 s of CPU on this 2-core machine while the visit itself took ~0.7 s. Not the page's work, nor a
 * teacher's phone's: off.
 */
export const WINDOW_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * Playwright's own `--disable-features` (playwright-core's chromiumSwitches.ts, 1.65). Chromium keeps only the last
 * occurrence of a switch, and ours comes after Playwright's: it carries them too (chromium.test.ts checks the
 * installed Playwright's list is in it).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The flags of a browser started without Playwright (Lighthouse's): Chromium's own features, but the window's UI. */
export const BARE_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The flags of a browser Playwright launches. */
export const CHROMIUM_ARGS = [
  ...BARE_CHROMIUM_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...WINDOW_UI_FEATURES].join(',')}`,
];

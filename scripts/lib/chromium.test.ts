import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BARE_CHROMIUM_ARGS, CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES, WINDOW_UI_FEATURES } from './chromium';

/** The installed Playwright's own list, read from its bundle: its switches are not exported. */
function installedPlaywrightList(): string[] {
  const bundle = readFileSync(
    join(dirname(createRequire(import.meta.url).resolve('playwright-core/package.json')), 'lib/coreBundle.js'),
    'utf8',
  );
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle)?.[1];
  if (!list) throw new Error("playwright-core's disabledFeatures not found: read chromiumSwitches in its bundle again");
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([A-Za-z0-9]+)"/g)].map((match) => match[1]!);
}

describe('the flags of a browser Playwright launches', () => {
  it("one --disable-features (appended after Playwright's, and Chromium keeps only the last) carrying Playwright's list and the window's UI", () => {
    const switches = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const features = switches[0]!.slice('--disable-features='.length).split(',');
    expect(features).toEqual(expect.arrayContaining([...installedPlaywrightList(), ...WINDOW_UI_FEATURES]));
    expect(installedPlaywrightList().length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(installedPlaywrightList()));
  });

  it('a browser started without Playwright gets no --disable-features from this list (Lighthouse keeps Chromium’s own)', () => {
    expect(BARE_CHROMIUM_ARGS.some((arg) => arg.startsWith('--disable-features'))).toBe(false);
  });
});

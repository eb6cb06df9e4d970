import { describe, expect, it } from 'vitest';
import { ICON_FILES, precached, precacheList, THEME_COLOUR, webManifest } from './app-worker';

describe('precached: the app worker keeps the app’s own files, nothing else', () => {
  it.each([
    ['index.html', true],
    ['manifest.webmanifest', true],
    ['icons/icon-192.png', true],
    ['icons/maskable-512.png', true],
    ['assets/index-BM-2cw7B.js', true],
    ['assets/index-BxYSoy6E.css', true],
    ['assets/dashboard.lazy-Ab12Cd.js', true],
    ['assets/locale-zh-signed-in-Ab12.js', true], // the catalogues are scripts
    ['assets/index-BM-2cw7B.js.br', false],
    ['assets/index-BM-2cw7B.js.gz', false],
    ['index.html.br', false],
    ['assets/index-BM-2cw7B.js.map', false],
    ['mockServiceWorker.js', false], // the demo host's worker
    ['demo-host-worker.js', false],
    ['demo-media/replay.mp4', false],
    ['legacy-ie.js', false], // only browsers without modules ever ask for it
    ['sw.js', false],
    ['reachable.txt', false], // the connectivity probe (src/lib/network): it must reach the own server
    ['assets/nested/evil.js', false],
    ['icons/icon.svg', false],
    ['', false],
  ])('%s -> %s', (file, expected) => {
    expect(precached(file)).toBe(expected);
  });

  it('lists each file once, in the order Workbox gave', () => {
    const entries = [
      { url: 'manifest.webmanifest', revision: 'a' },
      { url: 'index.html', revision: 'b' },
      { url: 'index.html.br', revision: 'c' },
      { url: 'manifest.webmanifest', revision: 'a' }, // vite-plugin-pwa adds it besides the glob
    ];
    expect(precacheList(entries).map((entry) => entry.url)).toEqual(['manifest.webmanifest', 'index.html']);
    expect(precacheList([])).toEqual([]);
  });
});

describe('webManifest', () => {
  const manifest = webManifest();
  it('is installable: names, standalone, start on the dashboard inside its scope, theme colour', () => {
    expect(manifest).toMatchObject({
      name: expect.stringContaining('Teacher Portal'),
      short_name: 'Teacher Portal',
      display: 'standalone',
      scope: './',
      theme_color: THEME_COLOUR,
    });
    expect(manifest.start_url).toBe('./#/dashboard');
  });
  it('has a 192 and a 512 icon for any use and a maskable one, every one a built file', () => {
    const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) expect(ICON_FILES.map((file) => file.file)).toContain(icon.src);
    for (const icon of ICON_FILES) expect(precached(icon.file)).toBe(true);
  });
});

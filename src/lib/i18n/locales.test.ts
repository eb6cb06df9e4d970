import { describe, expect, it } from 'vitest';

// With the catalogues a lazy piece imports itself (locales/<lng>/on-use/, see clock-change-list.tsx).
const catalogues = import.meta.glob<Record<string, unknown>>(['/locales/*/*.json', '/locales/*/on-use/*.json'], {
  eager: true,
  import: 'default',
});

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

const byLanguage = (lng: string) =>
  Object.fromEntries(
    Object.entries(catalogues)
      .filter(([path]) => path.startsWith(`/locales/${lng}/`))
      .map(([path, bundle]) => [path.split('/').pop()!, keysOf(bundle).sort()]),
  );

describe('locales', () => {
  const en = byLanguage('en');
  const zh = byLanguage('zh');

  it('has the same namespaces in both languages', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en))('%s has the same keys in en and zh', (file) => {
    expect(zh[file]).toEqual(en[file]);
  });

  it('has no empty translation', () => {
    const empty = Object.entries(catalogues).flatMap(([path, bundle]) =>
      keysOf(bundle)
        .filter((key) => key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], bundle) === '')
        .map((key) => `${path}:${key}`),
    );
    expect(empty).toEqual([]);
  });

  it('quotes the spec messages verbatim in English', () => {
    const errors = catalogues['/locales/en/errors.json'] as Record<string, string>;
    expect(errors).toMatchObject({
      sessionExpired: 'The session has expired, please log in again!',
      lostServer: 'Lost contact with the server, please try again later!',
      maintenance: 'System maintenance, please try again later!',
      invalidLogin: 'Invalid username or password.',
    });
  });
});

/** Lighthouse results reduced to the figures the perf table shows (scripts/perf.ts), and the table. */
export interface LighthouseLike {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

export interface PerfRow {
  page: string;
  preset: 'desktop' | 'mobile';
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number | null>;
  /** Milliseconds, except CLS (unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  requests: number;
  /** Requests in the longest critical chain (the document counts as one). */
  criticalDepth: number;
}

const score = (lhr: LighthouseLike, id: string) => {
  const value = lhr.categories[id]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};
const metric = (lhr: LighthouseLike, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

interface ChainNode {
  children?: Record<string, ChainNode>;
}

/** The depth (number of requests) of the deepest chain in Lighthouse's critical-request-chains tree. */
export function chainDepth(chains: Record<string, ChainNode> | undefined): number {
  if (!chains) return 0;
  return Math.max(0, ...Object.values(chains).map((node) => 1 + chainDepth(node.children)));
}

export function toPerfRow(page: string, preset: PerfRow['preset'], lhr: LighthouseLike): PerfRow {
  const requests = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
  const chains = (lhr.audits['critical-request-chains']?.details as { chains?: Record<string, ChainNode> } | undefined)?.chains;
  return {
    page,
    preset,
    scores: { performance: score(lhr, 'performance'), accessibility: score(lhr, 'accessibility'), 'best-practices': score(lhr, 'best-practices'), seo: score(lhr, 'seo') },
    metrics: {
      fcp: metric(lhr, 'first-contentful-paint'),
      lcp: metric(lhr, 'largest-contentful-paint'),
      tbt: metric(lhr, 'total-blocking-time'),
      cls: metric(lhr, 'cumulative-layout-shift'),
      si: metric(lhr, 'speed-index'),
    },
    requests,
    criticalDepth: chainDepth(chains),
  };
}

/** The targets: desktop 100 on both pages; mobile at least 95 on /login, 90 on /dashboard. */
export function performanceTarget(row: Pick<PerfRow, 'page' | 'preset'>): number {
  if (row.preset === 'desktop') return 100;
  return row.page === '/login' ? 95 : 90;
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');
const show = (value: number | null) => (value === null ? '–' : String(value));

export function perfMarkdown(rows: readonly PerfRow[], context: string): string {
  const lines = [
    '# Lighthouse: production build behind the deploy nginx, demo host over HTTP',
    '',
    context,
    '',
    '| page | preset | performance (target) | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | Speed Index | requests | critical-path depth |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => {
      const perf = row.scores.performance;
      const target = performanceTarget(row);
      const mark = perf !== null && perf >= target ? '' : ' ✗';
      return `| ${row.page} | ${row.preset} | ${show(perf)} (${target})${mark} | ${show(row.scores.accessibility)} | ${show(row.scores['best-practices'])} | ${show(row.scores.seo)} | ${ms(row.metrics.fcp)} | ${ms(row.metrics.lcp)} | ${ms(row.metrics.tbt)} | ${Number.isFinite(row.metrics.cls) ? row.metrics.cls.toFixed(3) : '–'} | ${ms(row.metrics.si)} | ${row.requests} | ${row.criticalDepth} |`;
    }),
    '',
    'Requests: everything the page fetched during the audit (scripts, styles, catalogues, API calls). Critical-path depth: requests in the longest chain Lighthouse marks as critical (the document is 1).',
    '',
  ];
  return lines.join('\n');
}

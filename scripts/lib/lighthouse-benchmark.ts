import type { Browser } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { type Calibration, calibrate, PHONE_SCALE } from '../model/calibration';
import { median } from '../model/perf-report';

/**
 * Lighthouse's own CPU benchmark (`computeBenchmarkIndex`: 1 s of wall time), run as Lighthouse runs it,
 * in a fresh blank page; the median of three. Read just before each measure, so a load that comes and
 * goes is seen by the measure it falls on.
 */
export async function lighthouseBenchmark(browser: Browser): Promise<number> {
  // A browser Lighthouse drives has its default context; a launched one gets a context of its own, closed after.
  const own = browser.contexts().length === 0 ? await browser.newContext() : null;
  const context = own ?? browser.contexts()[0]!;
  const readings: number[] = [];
  try {
    for (let run = 0; run < 3; run++) {
      const page = await context.newPage();
      readings.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
      await page.close();
    }
  } finally {
    await own?.close();
  }
  return median(readings);
}

/** The CPU slowdown that makes this machine the phone, in wall time (scripts/model/calibration.ts); throws below its lowest. */
export async function calibratedSlowdown(browser: Browser): Promise<Calibration> {
  return calibrate(await lighthouseBenchmark(browser), PHONE_SCALE);
}

import { describe, expect, it } from 'vitest';
import { journeySkips } from './journey-skips';

const HEAD = `import { expect, test } from '../support/fixtures';\nimport { mayFindHostEmpty } from '../support/target';\n`;
/** The lines of `body` (inside one test) the check refuses. */
const refused = (body: string, head = HEAD) =>
  journeySkips('e2e/x.spec.ts', `${head}test('t', async ({ page, target }) => {\n${body}\n});\n`).map(({ line, what }) => [line - 3, what]);
const lines = (body: string, head?: string) => refused(body, head).map(([line]) => line);

describe('journeySkips', () => {
  it('refuses a skip or fixme on what the page shows, and one without a condition', () => {
    expect(lines(`test.skip((await page.getByRole('article').count()) === 0, 'none');`)).toEqual([1]);
    expect(lines(`test.fixme(await page.getByText('x').isVisible());`)).toEqual([1]);
    expect(lines(`test.info().skip(true);\ntestInfo.fixme(empty, 'why');`)).toEqual([1, 2]);
    expect(lines(`test.skip();`)).toEqual([1]);
    expect(refused(`test.skip();`)[0]?.[1]).toMatch(/without a condition/);
    expect(
      journeySkips('e2e/x.spec.ts', `test.skip('never runs', async () => {});\ntest.describe.fixme('nor these', () => {});`),
    ).toHaveLength(2);
  });

  it('lets a skip through when the target declares it: a helper of support/target, or the target fixture compared', () => {
    expect(lines(`test.skip(mayFindHostEmpty(target) && (await none.isVisible()), 'empty host');`)).toEqual([]);
    expect(lines(`test.skip((await none.isVisible()) && mayFindHostEmpty(target));`)).toEqual([]);
    expect(lines(`test.skip(target === 'staging', 'demo-only');\ntest.skip(!(target !== 'demo'));`)).toEqual([]);
    // Either side of an "or" could skip on its own: the page alone decides.
    expect(lines(`test.skip(mayFindHostEmpty(target) || empty);`)).toEqual([1]);
    // A function of that name from anywhere else is no declaration.
    expect(lines(`test.skip(mayFindHostEmpty(target));`, `import { mayFindHostEmpty } from './elsewhere';\n\n`)).toEqual([1]);
    expect(lines(`test.skip(other === 'staging');`)).toEqual([1]);
  });

  it('refuses a return in a test body unless an if declared by the target guards it', () => {
    expect(lines(`if ((await links.count()) === 0) return; // nothing more to open`)).toEqual([1]);
    expect(lines(`for (const x of xs) {\n  if (x) { return; }\n}`)).toEqual([2]);
    expect(lines(`await page.goto('/');\nreturn;`)).toEqual([2]);
    expect(lines(`if (mayFindHostEmpty(target) && empty) return;\nif (target === 'staging') {\n  return;\n}`)).toEqual([]);
  });

  it('leaves alone what returns inside callbacks of a test, and helpers that return what they found', () => {
    const body = `await expect.poll(async () => { const now = await copy(); return now === last; }).toBe(true);\nconst names = await page.evaluate(() => { return document.title; });`;
    expect(lines(body)).toEqual([]);
    const search = `async function firstFree(dialog) {\n  for (const hour of hours) if ((await dialog.getByRole('alert').count()) === 0) return hour;\n}\n`;
    expect(journeySkips('e2e/x.spec.ts', HEAD + search)).toEqual([]);
  });

  it('refuses a helper that ends its checks early on an instant read of the page', () => {
    const helper = `async function expectBrief(part) {\n  if (await part.getByText('First class together').isVisible()) return expect(part.getByText(/^Last/)).toHaveCount(0);\n  await expect(part.getByText(/^Homework/)).toBeVisible();\n}\nasync function remove(slot) {\n  if ((await slot.count()) === 0) return;\n  await slot.click();\n}\n`;
    expect(journeySkips('e2e/x.spec.ts', HEAD + helper).map(({ line }) => line)).toEqual([4, 8]);
  });
});

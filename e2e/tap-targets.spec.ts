import { expect, type Locator, type Page, test } from './support/fixtures';
import { CARD_TIMES, classCard, NOW } from './support/class-clock';
import { evidence } from './support/evidence';
import { expectTapTarget, expectTapTargets } from './support/tap-targets';

/**
 * Issue 39: every control a teacher taps is at least 44 × 44 px on a phone (390 px). The accessibility
 * journey (a11y.spec.ts) measures every screen as it opens, in both languages; this table measures the
 * states a screen opens into with a tap: dialogs, menus, forms with their choices, the evaluation's
 * stars, a player's controls. English: the sizes are the layout's, the other language's labels are
 * covered by the screens' sweep.
 */
test.use({ role: 'teacher', clock: NOW, language: 'en', viewport: { width: 390, height: 844 } });

interface TapState {
  name: string;
  path: string;
  /** From the screen as it opened to the state measured. */
  open: (page: Page) => Promise<void>;
  /** Links inside a sentence measured all the same: where the sentence leads. */
  leadsOn?: (page: Page) => Locator;
}

const dialog = (page: Page) => page.getByRole('dialog');

const STATES: TapState[] = [
  {
    name: 'the evaluation form: its stars',
    path: '/#/EvalStudent',
    open: async (page) => {
      await page.getByRole('button').filter({ hasText: / · / }).first().click();
      await expect(page.getByRole('radiogroup').first()).toBeVisible();
    },
  },
  {
    name: 'the courseware of a class, a video playing',
    path: '/#/dashboard',
    open: async (page) => {
      await classCard(page, CARD_TIMES.inProgress).getByRole('button', { name: 'Courseware' }).click();
      await dialog(page)
        .getByRole('button', { name: /^Play / })
        .last()
        .click();
      await expect(dialog(page).locator('.vjs-control-bar')).toBeVisible();
    },
  },
  {
    name: 'a class’s brief',
    path: '/#/dashboard',
    open: async (page) => {
      await classCard(page, CARD_TIMES.laterToday)
        .getByRole('button', { name: /^Class brief/ })
        .click();
      await expect(dialog(page).getByRole('region').first()).toBeVisible();
    },
  },
  {
    name: 'the account menu',
    path: '/#/dashboard',
    open: async (page) => {
      await page.getByRole('button', { name: 'Account menu of Emma Li' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  {
    name: 'the command palette',
    path: '/#/dashboard',
    open: async (page) => {
      await page.locator('header button[aria-keyshortcuts]').click();
      await expect(page.getByRole('option').first()).toBeVisible();
    },
  },
  {
    name: 'opening a time slot',
    path: '/#/yykc',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add open time slot' }).click();
      await expect(dialog(page).getByRole('radio').first()).toBeAttached();
    },
  },
  {
    name: 'Book a class: where the later classes are',
    path: '/#/yykc',
    open: async (page) => {
      await expect(page.getByRole('button', { name: 'Add open time slot' })).toBeVisible();
    },
    leadsOn: (page) => page.getByRole('link', { name: /^My courses › / }),
  },
  {
    name: 'grading homework: the score and its steppers',
    path: '/#/ReviewAssignments',
    open: async (page) => {
      const score = page.getByRole('textbox', { name: 'Score (0–100)' }).first();
      await score.fill('88');
      await expect(score).toHaveValue('88');
    },
    // A submitted file's link, in its list item beside its size: no sentence, a target of its own.
    leadsOn: (page) => page.getByRole('link', { name: /\.(mp3|pdf)$/ }).first(),
  },
  {
    name: 'copying this week to next week',
    path: '/#/yykc',
    open: async (page) => {
      await page.getByRole('button', { name: 'Copy this week to next week' }).click();
      await expect(dialog(page).getByRole('button', { name: 'Cancel' })).toBeVisible();
    },
  },
  {
    name: 'taking time off',
    path: '/#/yykc',
    open: async (page) => {
      await page.getByRole('button', { name: 'Time off', exact: true }).click();
      await expect(dialog(page).getByRole('radio').first()).toBeAttached();
    },
  },
  {
    name: 'assigning homework to a class',
    path: '/#/Assignments',
    open: async (page) => {
      await page.getByRole('combobox', { name: 'Class' }).click();
      await page.getByRole('option').first().click();
      await expect(page.getByRole('radio').first()).toBeAttached();
    },
  },
  {
    name: 'a replay with its class state',
    path: '/#/kchf',
    open: async (page) => {
      await page.getByRole('link', { name: 'Replay' }).first().click();
      await expect(dialog(page).getByRole('radio').first()).toBeAttached({ timeout: 20_000 });
    },
  },
  {
    name: 'the introduction’s editor',
    path: '/#/StudentInstr',
    open: async (page) => {
      await page.getByRole('tab', { name: 'Edit' }).click();
      await expect(page.getByRole('button', { name: 'Bold' })).toBeVisible();
    },
  },
];

for (const state of STATES) {
  test(`at 390 px, ${state.name}: every control a finger taps is at least 44 × 44 px`, async ({ page, openSignedIn }) => {
    await openSignedIn(state.path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
    await state.open(page);
    await expectTapTargets(page, state.name);
    if (state.leadsOn) await expectTapTarget(state.leadsOn(page), state.name);
    await evidence(page, `tap-targets-${state.name.replace(/\W+/g, '-')}`);
  });
}

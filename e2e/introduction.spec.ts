import { expect as baseExpect, type OpenSignedIn, type Page, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { clearFaults, nextBearerToken, setFaults } from './support/app';

// Whole journeys over the in-browser demo host: slow on a loaded machine, never waiting on purpose.
const expect = baseExpect.configure({ timeout: 20_000 });

test.use({ role: 'teacher', language: 'en' });

/** A 2 x 2 PNG, as a teacher's photo file. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const editor = (page: Page) => page.getByRole('textbox', { name: 'Introduction', exact: true });
const tab = (page: Page, name: RegExp | string) => page.getByRole('tab', { name });

async function openIntroduction(page: Page, openSignedIn: OpenSignedIn) {
  await openSignedIn('/#/StudentInstr');
  await expect(page.getByRole('heading', { name: 'Teacher introduction', level: 1 })).toBeVisible();
}

test.describe(() => {
  // The page clock runs on its own; the journey moves it past the draft's save delay before reloading.
  test.use({ clock: 'installed' });
  test('edit the introduction, see it in preview, keep the draft over a reload, save it once', async ({ page, openSignedIn }) => {
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/alg_teachers/introduction')) saves.push(request.url());
    });
    await openIntroduction(page, openSignedIn);
    // The saved one: text, photo and the intro video in video.js.
    await expect(page.getByRole('heading', { name: 'Hello, I am Emma!' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Introduction video' }).locator('video')).toHaveAttribute('src', /sample\.mp4$/);

    await tab(page, 'Edit').click();
    await editor(page).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('I teach conversation classes for adults.');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' Ask me anything!');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose a photo' }).click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('textbox', { name: /Introduction video link/ }).fill('ftp://videos.example/me.mp4');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The video link must start with http:// or https://.')).toBeVisible();
    await page.getByRole('textbox', { name: /Introduction video link/ }).fill('');

    // The preview shows the draft, marked unsaved: new text, the bold part, the new photo, no video.
    await tab(page, 'Preview').click();
    await expect(page.getByText('This preview shows changes that are not saved yet.')).toBeVisible();
    const preview = page.getByRole('article');
    await expect(preview.getByText('I teach conversation classes for adults.')).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('Ask me anything!');
    await expect(preview.getByRole('img', { name: 'Photo of Emma Li' })).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
    await expect(page.getByRole('region', { name: 'Introduction video' })).toHaveCount(0);

    // Nothing typed is lost: after a reload the draft is still there.
    await page.clock.fastForward(1000);
    await page.reload();
    await expect(tab(page, 'Edit (unsaved changes)')).toBeVisible();
    await expect(page.getByRole('article').getByText('I teach conversation classes for adults.')).toBeVisible();

    await tab(page, /^Edit/).click();
    await page.getByRole('button', { name: 'Save' }).dblclick();
    await expect(page.getByText('Your introduction is saved.')).toBeVisible();
    await expect(tab(page, 'Edit')).toBeVisible();
    await expect(page.getByText('This preview shows changes that are not saved yet.')).toHaveCount(0);
    await expect(page.getByRole('article').getByText('I teach conversation classes for adults.')).toBeVisible();
    expect(saves).toHaveLength(1);
    // Saved, so no draft is kept: past the save delay and a reload, none is in storage (the old form
    // wrote the saved text back as a draft, which a later change made elsewhere would have hidden).
    await page.clock.fastForward(1000);
    await page.reload();
    await expect(tab(page, 'Edit')).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('tp.draft:')))).toEqual([]);

    await expectAccessible(page, 'the introduction after saving');
  });
});

test('what the host sends is sanitized before it is shown', async ({ page, openSignedIn }) => {
  const token = nextBearerToken(page);
  await openSignedIn();
  // Stored as is by the host (as another client might), then shown by the portal.
  await page.evaluate(
    async (bearer) => {
      const html =
        '<p>Safe text</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script><a href="javascript:window.__xss=3">link</a>';
      await fetch('./demo-api/api/v1/alg_teachers/introduction', {
        method: 'POST',
        headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ html, video_url: '' }),
      });
    },
    await token,
  );
  await openIntroduction(page, openSignedIn); // the same page: the hash changes, the screen asks the host
  const preview = page.getByRole('article');
  await expect(preview.getByText('Safe text')).toBeVisible();
  await expect(preview.locator('script, [onerror]')).toHaveCount(0);
  // The javascript: address is dropped: what is left is plain text, not a link.
  await expect(preview.getByText('link', { exact: true })).toBeVisible();
  await expect(preview.getByRole('link')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});

/** The host keeps an introduction as another client wrote it (nothing of the portal's editor in between). */
async function hostStores(page: Page, openSignedIn: OpenSignedIn, html: string): Promise<void> {
  const token = nextBearerToken(page);
  await openSignedIn();
  await page.evaluate(
    async ([bearer, text]) => {
      await fetch('./demo-api/api/v1/alg_teachers/introduction', {
        method: 'POST',
        headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ html: text, video_url: '' }),
      });
    },
    [await token, html] as const,
  );
}

test('images in the host’s text: each shown one has an alt (empty when it gave none); one that cannot load is dropped', async ({
  page,
  openSignedIn,
  axe,
}) => {
  await hostStores(
    page,
    openSignedIn,
    `<p>Hello from Emma</p><img src="data:image/png;base64,${PNG.toString('base64')}">` + // loads, no alt given
      '<img src="https://pictures.elsewhere.example/me.png">' + // an origin the policy does not allow: never loads
      '<img src="/files/12/me.png">', // relative to the host that wrote it, not to the portal
  );
  await openIntroduction(page, openSignedIn);
  const preview = page.getByRole('article');
  await expect(preview.getByText('Hello from Emma')).toBeVisible();
  const images = preview.locator('img:not([alt="Photo of Emma Li"])'); // the text's, not the teacher's photo
  await expect(images).toHaveCount(1); // the blocked one is gone once its load failed
  await expect(images).toHaveAttribute('alt', '');
  await expect.poll(() => images.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await axe('the introduction with the host’s images');
});

test('too long is said before sending; a failed save keeps the edits and offers to try again', async ({ page, openSignedIn }) => {
  await openIntroduction(page, openSignedIn);
  await tab(page, 'Edit').click();
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText('x'.repeat(20_001));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The introduction is too long (at most 20,000 characters with formatting).')).toBeVisible();

  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Short and sweet.');
  await setFaults(page, [{ kind: 'status', status: 409, match: '/alg_teachers/introduction', count: 1 }]);
  await page.getByRole('button', { name: 'Save' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'The introduction was not saved' });
  await expect(failure).toContainText('The request failed (status 409).');
  await expect(editor(page)).toHaveText('Short and sweet.');
  await clearFaults(page);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Your introduction is saved.')).toBeVisible();
  await expect(page.getByRole('article').getByText('Short and sweet.')).toBeVisible();
});

test('at 390 px: no sideways scrolling in preview and editor', async ({ page, openSignedIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn('/#/StudentInstr');
  await expect(page.getByRole('heading', { name: 'Hello, I am Emma!' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await tab(page, 'Edit').click();
  await expect(editor(page)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

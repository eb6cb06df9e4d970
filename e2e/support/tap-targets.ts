import { expect, type Locator, type Page } from '@playwright/test';

/** The least a control a teacher taps measures on a phone, both ways (WCAG 2.5.5, Apple's and Android's guides). */
export const TAP_TARGET_PX = 44;

/** What a finger taps: links, buttons, fields, tabs, menu items, choices, an editor. */
export const CONTROL_SELECTOR = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="combobox"]',
  '[contenteditable="true"]',
].join(',');

/** A control smaller than the least, as the report names it. */
export interface SmallTarget {
  control: string;
  width: number;
  height: number;
}

/**
 * Every control on screen a finger can tap, measured where it is drawn: links, buttons, fields,
 * tabs, menu items, the evaluation's stars, a checkbox or radio with its label (a tap on either
 * works, so the two together are its target). Left out, as WCAG's target-size exceptions have it:
 * a link inside a sentence (its size is the text's), what is not drawn (a closed panel, the skip
 * link off screen) and a control whose size the browser decides (a native video's own controls).
 */
export async function smallTapTargets(page: Page, least = TAP_TARGET_PX): Promise<SmallTarget[]> {
  return page.evaluate(
    ([min, CONTROLS]) => {
      const drawn = (element: Element): boolean => {
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        const box = element.getBoundingClientRect();
        if (box.width < 2 || box.height < 2) return false; // visually hidden (1 px, clipped)
        // Off the page (a skip link parked above it until focused).
        if (box.bottom <= 0 && window.scrollY + box.bottom <= 0) return false;
        if (element.closest('[inert], [hidden]')) return false;
        // Hidden from screen readers, yet under a finger: a pointer-only button (a number field's steppers).
        const pointerOnly = element.tagName === 'BUTTON' && element.getAttribute('aria-hidden') === 'true';
        return pointerOnly || element.closest('[aria-hidden="true"]') === null;
      };

      /** A link that is part of a sentence: the text around it is longer than the link itself. */
      const inSentence = (element: Element): boolean => {
        if (element.tagName !== 'A') return false;
        const block = element.closest('p, li, dd, td, figcaption, blockquote');
        if (!block) return false;
        const own = (element.textContent ?? '').trim().length;
        return (block.textContent ?? '').trim().length > own;
      };

      const name = (element: Element): string => {
        const label =
          element.getAttribute('aria-label') ??
          (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null) ??
          element.getAttribute('title') ??
          (element.textContent || null) ??
          (element.getAttribute('data-direction') ? `step ${element.getAttribute('data-direction')}` : '');
        const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
        const type = element instanceof HTMLInputElement ? `[${element.type}]` : '';
        return `${role}${type} "${label.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
      };

      /**
       * The box a tap hits: a checkbox's or radio's with its label's; a field's drawn box when the input
       * sits inside it (a password beside its eye); the control's own otherwise.
       */
      const target = (element: Element): DOMRect => {
        const field = element.parentElement?.closest('.mantine-Input-input');
        if (field) return field.getBoundingClientRect();
        const own = element.getBoundingClientRect();
        if (!(element instanceof HTMLInputElement) || !['checkbox', 'radio'].includes(element.type)) return own;
        const boxes = [own, ...[...(element.labels ?? [])].filter(drawn).map((label) => label.getBoundingClientRect())];
        const left = Math.min(...boxes.map((b) => b.left));
        const top = Math.min(...boxes.map((b) => b.top));
        const right = Math.max(...boxes.map((b) => b.right));
        const bottom = Math.max(...boxes.map((b) => b.bottom));
        return new DOMRect(left, top, right - left, bottom - top);
      };

      const seen = new Set<Element>();
      const small: { control: string; width: number; height: number }[] = [];
      for (const element of document.querySelectorAll(CONTROLS)) {
        // A control inside another (a button in a link) is tapped as that one.
        const outer = element.parentElement?.closest(CONTROLS);
        if (outer && outer.tagName !== 'LABEL' && drawn(outer)) continue;
        // Mantine's rating: each star is a radio (drawn as nothing) with its label (the star).
        const star = element instanceof HTMLInputElement && element.type === 'radio' && !drawn(element) ? element.labels?.[0] : null;
        const measured = star ?? element;
        if (seen.has(measured) || !drawn(measured) || inSentence(measured)) continue;
        if (measured.closest('video')) continue; // a native player's own controls
        seen.add(measured);
        const box = star ? star.getBoundingClientRect() : target(element);
        // Sub-pixel layout: 43.99 is 44.
        if (Math.round(box.width) < min || Math.round(box.height) < min) {
          small.push({ control: name(element), width: Math.round(box.width), height: Math.round(box.height) });
        }
      }
      return small;
    },
    [least, CONTROL_SELECTOR] as const,
  );
}

/**
 * A link the sweep leaves out as part of a sentence, yet where the sentence leads ("Your classes after …:
 * My courses › More"): at least 44 × 44 px too.
 */
export async function expectTapTarget(control: Locator, what: string): Promise<void> {
  const box = await control.boundingBox();
  expect(box, `${what} drawn`).not.toBeNull();
  expect(
    [Math.round(box!.width), Math.round(box!.height)].map((side) => side >= TAP_TARGET_PX),
    `${what}: ${box?.width} × ${box?.height}`,
  ).toEqual([true, true]);
}

/** No control on screen is smaller than 44 × 44 px (`what` says which screen and state). */
export async function expectTapTargets(page: Page, what: string): Promise<void> {
  const small = await smallTapTargets(page);
  expect(
    small.map((s) => `${s.control}: ${s.width} × ${s.height}`),
    `controls under ${TAP_TARGET_PX} × ${TAP_TARGET_PX} px on ${what}`,
  ).toEqual([]);
}

/**
 * The controls on screen that `cover` (a notice, a banner) lies over, by name: what a finger aiming at
 * them would hit instead. Its own controls are not covered; nor is what is not drawn.
 */
export async function controlsCovered(cover: Locator): Promise<string[]> {
  return cover.evaluate((over, CONTROLS) => {
    const box = over.getBoundingClientRect();
    return [...document.querySelectorAll(CONTROLS)]
      .filter((control) => !over.contains(control) && (control as HTMLElement).checkVisibility())
      .filter((control) => {
        const c = control.getBoundingClientRect();
        return c.width > 1 && c.height > 1 && c.left < box.right && c.right > box.left && c.top < box.bottom && c.bottom > box.top;
      })
      .map((control) =>
        (control.getAttribute('aria-label') ?? control.textContent ?? control.tagName).replace(/\s+/g, ' ').trim().slice(0, 60),
      );
  }, CONTROL_SELECTOR);
}

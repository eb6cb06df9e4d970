import { afterEach, describe, expect, it } from 'vitest';
import { sheetUsed } from './used-stylesheets';

/** The drawn page: a card in the root, a dialog's portal outside it, the html element's scheme. */
function draw(): Element {
  document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
  document.body.innerHTML =
    '<div id="root"><main class="shell"><article class="card"><button class="enter">Enter</button><input class="pick" type="checkbox" checked></article></main></div>' +
    '<div class="modal-portal"><section class="modal">About us</section></div>';
  return document.getElementById('root')!;
}

const sheet = (css: string): CSSStyleSheet => {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return style.sheet!;
};

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('sheetUsed: a stylesheet the paint needs is one with a rule for something in it', () => {
  it.each([
    ['a rule for a card', '.card{padding:8px}', true],
    ['a rule only for the dialog drawn outside the root', '.modal{inset:0}.modal-portal{position:fixed}', false],
    ['no rule at all', '', false],
    ['the html element (the theme’s variables)', ':root{--x:1}', true],
    ['the html element by its scheme, then a card', '[data-mantine-color-scheme=light] .card{color:red}', true],
    ['the body', 'body{margin:0}', true],
    ['inside a layer and a media query', '@layer mantine{@media (min-width:1px){.enter{color:red}}}', true],
    ['inside a layer, for the dialog only', '@layer mantine{.modal{color:red}}', false],
    ['a media query that does not hold now: still kept (the next visit may be wider)', '@media (min-width:9000px){.card{color:red}}', true],
    ['a pseudo-element of a card', '.card::before{content:"x"}', true],
    ['a legacy pseudo-element of a card', '.card:after{content:"x"}', true],
    ['a card hovered (not hovered now)', '.enter:hover{color:red}', true],
    ['a card focused, in a group', '.enter:where(:focus-visible){outline:0}', true],
    ['a state the element has now', '.pick:checked{color:red}', true],
    ['a state it does not have', '.pick:disabled{color:red}', false],
    ['the dialog hovered', '.modal:hover{color:red}', false],
    ['only keyframes and a layer order', '@layer a, b;@keyframes k{0%{opacity:0}}', false],
    ['keyframes beside a rule for a card', '@keyframes k{0%{opacity:0}}.card{animation:k 1s}', true],
    ['a font', '@font-face{font-family:x;src:url(x.woff2)}', true],
    ['a nested rule under the card', '.card{& .enter{color:red}}', true],
  ])('%s: %s', (_, css, used) => {
    const root = draw();
    expect(sheetUsed(sheet(css), root)).toBe(used);
  });

  it('a sheet not loaded yet, or of another origin, is kept', () => {
    const root = draw();
    expect(sheetUsed(null, root)).toBe(true);
    const foreign = {
      get cssRules(): CSSRuleList {
        throw new DOMException('Cannot access rules', 'SecurityError');
      },
    } as unknown as CSSStyleSheet;
    expect(sheetUsed(foreign, root)).toBe(true);
  });

  it("a rule whose selector the page's engine refuses is kept", () => {
    const root = draw();
    const unknown = { cssRules: [{ selectorText: '.modal >> ..x' }] } as unknown as CSSStyleSheet;
    expect(sheetUsed(unknown, root)).toBe(true);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { revealCard } from './reveal-card';

/** The card of class 7 as the grid draws it, with its way in. */
function drawCard(): HTMLAnchorElement {
  const card = document.createElement('article');
  card.innerHTML = '<h3 id="class-7-title">Making Plans</h3><a href="#/Class/7">Waiting room</a>';
  card.scrollIntoView = vi.fn();
  document.body.append(card);
  return card.querySelector('a')!;
}

describe('revealCard: "+N more today" brings its class under the focus once the tab has drawn it', () => {
  let link: HTMLAnchorElement;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance', 'setTimeout', 'Date'] });
    link = document.createElement('a');
    link.href = '#/dashboard';
    document.body.append(link);
    link.focus();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it.each([
    ['at once', 0],
    ['after 3 s (the list still on its way: more frames than a second holds)', 3_000],
    ['after 9.9 s', 9_900],
  ])('a card drawn %s: in view, its way in focused', (_, ms) => {
    revealCard(7);
    vi.advanceTimersByTime(ms);
    const wayIn = drawCard();
    vi.advanceTimersByTime(50);
    expect(document.activeElement).toBe(wayIn);
    expect(wayIn.closest('article')!.scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
  });

  it('a card drawn after 10 s: left alone (the teacher has moved on)', () => {
    revealCard(7);
    vi.advanceTimersByTime(10_100);
    drawCard();
    vi.advanceTimersByTime(50);
    expect(document.activeElement).toBe(link);
  });

  it.each(['pointerdown', 'keydown'])('a %s meanwhile (the teacher moved on): the focus stays where she put it', (type) => {
    revealCard(7);
    vi.advanceTimersByTime(500);
    const search = document.createElement('input');
    document.body.append(search);
    search.dispatchEvent(new Event(type, { bubbles: true }));
    search.focus();
    drawCard();
    vi.advanceTimersByTime(50);
    expect(document.activeElement).toBe(search);
  });
});

describe('revealCard after the navigation that shows the card', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance', 'setTimeout', 'Date'] }));
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('a card still drawn by the tab being left is not focused: the one the navigation draws is', async () => {
    let resolve = () => {};
    const navigated = new Promise<void>((done) => (resolve = done));
    // A tab tapped just before is still on its way: This Week's card is on screen, about to be replaced.
    const leaving = drawCard();
    revealCard(7, navigated);
    vi.advanceTimersByTime(50);
    expect(document.activeElement).not.toBe(leaving);
    leaving.closest('article')!.remove();
    resolve();
    await navigated;
    const wayIn = drawCard();
    vi.advanceTimersByTime(50);
    expect(document.activeElement).toBe(wayIn);
  });

  it('a tap before the navigation resolves: the focus stays where she put it', async () => {
    let resolve = () => {};
    const navigated = new Promise<void>((done) => (resolve = done));
    revealCard(7, navigated);
    const search = document.createElement('input');
    document.body.append(search);
    search.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    search.focus();
    resolve();
    await navigated;
    drawCard();
    vi.advanceTimersByTime(50);
    expect(document.activeElement).toBe(search);
  });
});

/**
 * How long a card of the tab just opened is waited for: its cards render in a pass after it, and its
 * list may still be on its way from the host (a frame count ran out on a busy phone, and nothing showed).
 */
const REVEAL_WAIT_MS = 10_000;
/** What the teacher does next, which the wait must not undo by moving the focus. */
const MOVED_ON = ['pointerdown', 'keydown'] as const;

/**
 * Brings a class's card into view and its way in under the focus, once the card is there; not when the
 * teacher has meanwhile tapped or typed anything (the click that asked is over by then). With `after` (the
 * navigation that shows the card's tab), it looks only once that has resolved: a tab tapped just before may
 * still have its own on the way, whose screen would replace a card focused meanwhile, and the focus with it.
 */
export function revealCard(id: number, after?: Promise<unknown>): void {
  const until = performance.now() + REVEAL_WAIT_MS;
  let movedOn = false;
  const onMove = () => (movedOn = true);
  for (const type of MOVED_ON) document.addEventListener(type, onMove, { capture: true });
  const done = () => {
    for (const type of MOVED_ON) document.removeEventListener(type, onMove, { capture: true });
  };
  const look = () => {
    if (movedOn) return done();
    const card = document.getElementById(`class-${id}-title`)?.closest('article');
    if (!card) {
      if (performance.now() < until) requestAnimationFrame(look);
      else done();
      return;
    }
    done();
    // Centred: clear of the sticky header, whatever its height.
    card.scrollIntoView({ block: 'center' });
    card.querySelector<HTMLElement>('a[href], button:not(:disabled)')?.focus({ preventScroll: true });
  };
  if (after) void after.then(look, done);
  else look();
}

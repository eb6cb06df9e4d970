/**
 * How long a card of the tab just opened is waited for: its cards render in a pass after it, and its
 * list may still be on its way from the host (a frame count ran out on a busy phone, and nothing showed).
 */
const REVEAL_WAIT_MS = 10_000;

/**
 * Brings a class's card into view and its way in under the focus, once the card is there; not when the
 * teacher has meanwhile put the focus elsewhere.
 */
export function revealCard(id: number, until = performance.now() + REVEAL_WAIT_MS, from = document.activeElement): void {
  if (document.activeElement !== from && document.activeElement !== document.body) return;
  const card = document.getElementById(`class-${id}-title`)?.closest('article');
  if (!card) {
    if (performance.now() < until) requestAnimationFrame(() => revealCard(id, until, from));
    return;
  }
  // Centred: clear of the sticky header, whatever its height.
  card.scrollIntoView({ block: 'center' });
  card.querySelector<HTMLElement>('a[href], button:not(:disabled)')?.focus({ preventScroll: true });
}

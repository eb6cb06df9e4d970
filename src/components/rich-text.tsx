import { Typography } from '@mantine/core';
import { sanitizeHtml } from '@/lib/sanitize-html';

/**
 * An image of the text that fails to load (an origin the Content-Security-Policy does not allow, a
 * file gone from the host) is dropped rather than left as a broken picture. Load errors do not
 * bubble: one listener, in the capture phase, hears those of every image inside.
 */
function dropBrokenImages(root: HTMLDivElement | null): (() => void) | undefined {
  if (!root) return undefined;
  const onError = (event: Event) => {
    if (event.target instanceof HTMLImageElement && root.contains(event.target)) event.target.remove();
  };
  root.addEventListener('error', onError, true);
  return () => root.removeEventListener('error', onError, true);
}

/**
 * Shows rich text from the server or a teacher: always sanitized, long words wrap, images that cannot load
 * dropped. Marked as written by a person (data-authored): its words and times are theirs, not the portal's
 * (e2e/screen-words.spec.ts).
 */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  return (
    <Typography className={className} style={{ overflowWrap: 'anywhere' }} data-authored="">
      <div ref={dropBrokenImages} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
    </Typography>
  );
}

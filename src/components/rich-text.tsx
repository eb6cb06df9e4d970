import { Typography } from '@mantine/core';
import { sanitizeHtml } from '@/lib/sanitize-html';

/**
 * Shows rich text from the server or a teacher: always sanitized, long words wrap. Marked as written by a
 * person (data-authored): its words and times are theirs, not the portal's (e2e/screen-words.spec.ts).
 */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  return (
    <Typography className={className} style={{ overflowWrap: 'anywhere' }} data-authored="">
      <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
    </Typography>
  );
}

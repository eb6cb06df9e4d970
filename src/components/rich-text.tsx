import { Typography } from '@mantine/core';
import { sanitizeHtml } from '@/lib/sanitize-html';

/** Shows rich text from the server or a teacher: always sanitized, long words wrap. */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  return (
    <Typography className={className} style={{ overflowWrap: 'anywhere' }}>
      <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
    </Typography>
  );
}

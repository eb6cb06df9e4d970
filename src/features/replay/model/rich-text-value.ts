/** Rich-text values typed in the comment editor. */

/**
 * Whether the HTML has nothing a reader would see: no text besides whitespace and no image.
 * The editor's empty document is "<p></p>"; the host refuses such a comment (COMMENT_EMPTY).
 */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<img\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/[\s\u200b\u00a0]+/g, '');
  return text === '';
}

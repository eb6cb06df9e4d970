/**
 * The visible words of rich text, for "is it empty" and length checks (never for display: rich text
 * is shown through RichText, sanitized). An editor's empty "<p></p>" or "&nbsp;" is no text.
 */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

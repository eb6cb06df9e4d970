import DOMPurify from 'dompurify';
import { httpAddress } from '@/lib/http-address';

/** Links may only go to the web or to mail; everything else (javascript:, data:) is dropped. */
const SAFE_HREF = /^(https?:|mailto:)/i;

/** A picture inside the text itself: PNG, JPEG, GIF or WebP (no SVG: it can carry script). */
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/i;

/**
 * Whether an image of the host's text can load here: an absolute http(s) address or an inline
 * picture. A relative one would be read against the portal, not the host that wrote it (a broken
 * picture); none, javascript: or SVG never show anything.
 */
const loadableImage = (src: string | null): boolean => {
  const value = src?.trim() ?? '';
  return httpAddress(value) !== null || DATA_IMAGE.test(value);
};

let hooked = false;
function installHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (!SAFE_HREF.test(href.trim())) node.removeAttribute('href');
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    if (node.tagName === 'IMG') {
      // An image that cannot load is dropped; one that can always has an alt, empty when the source
      // gives none (a picture its text does not describe is decoration to a screen reader).
      if (!loadableImage(node.getAttribute('src'))) node.remove();
      else if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
}

/**
 * Every piece of server- or user-provided rich text passes here before it is rendered. Images
 * keep an alt (empty when none was given) and only a source that can load; RichText drops one that
 * fails to load all the same (an origin outside the Content-Security-Policy, a missing file).
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  installHooks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['style', 'srcset'],
  });
}

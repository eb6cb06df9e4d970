import type { CSSProperties } from 'react';
import { MARK_STYLE } from '@/lib/kept-paint/kept-paint';

/**
 * "Classes as of 18:02 (Beijing time) — updating…": over classes this page did not answer itself (the
 * copy kept on the device), until the fresh answer replaces them. The same words and look as the kept
 * paint drawn before the app (lib/kept-paint), so the hand-over moves nothing.
 */
export function KeptMark({ text }: { text: string }) {
  return (
    <div role="status" style={MARK_STYLE as CSSProperties}>
      {text}
    </div>
  );
}

/**
 * Seals the session's secrets before they touch Web Storage (spec 3: "encrypted with a
 * built-in secret"). AES-GCM with a key derived from a secret shipped in the bundle: it keeps
 * tokens out of plain sight (storage dumps, casual inspection, naive token scrapers), but
 * anyone who can run script on this origin can decrypt them. See docs/decisions/http-and-identity.md "Sealed session storage".
 */
const BUILT_IN_SECRET = 'teacher-portal:session-seal:v1';
const SALT = new TextEncoder().encode('tp-session-salt-v1');

let keyPromise: Promise<CryptoKey> | null = null;

function sealKey(): Promise<CryptoKey> {
  keyPromise ??= (async () => {
    const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(BUILT_IN_SECRET), 'PBKDF2', false, ['deriveKey']);
    return crypto.subtle.deriveKey(
      { name: 'PBKDF2', salt: SALT, iterations: 10_000, hash: 'SHA-256' },
      material,
      { name: 'AES-GCM', length: 256 },
      false,
      ['encrypt', 'decrypt'],
    );
  })();
  return keyPromise;
}

/** The browser's own base64 (Chromium 140, Firefox 133, Safari 18.2), not in TypeScript's lib yet. */
interface NativeBase64 {
  fromBase64?: (text: string) => Uint8Array<ArrayBuffer>;
}
type BytesWithBase64 = Uint8Array & { toBase64?: () => string };

// Elsewhere, bytes to text a slice at a time: one call with every byte as an argument overflows the stack
// past ~120 kB (a long draft, a large class list), and a callback per character is slow.
const SLICE = 0x8000;
export function toBase64(bytes: Uint8Array): string {
  const native = (bytes as BytesWithBase64).toBase64;
  if (typeof native === 'function') return native.call(bytes);
  let binary = '';
  for (let i = 0; i < bytes.length; i += SLICE) binary += String.fromCharCode.apply(null, Array.from(bytes.subarray(i, i + SLICE)));
  return btoa(binary);
}
/**
 * Native where the browser has it: the kept copy's text is a few hundred kB, and the loop below took ~55 ms of a
 * phone's main thread (at 4x) to read it back before the kept paint (`npm run perf:boot`, a returning visit).
 */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const native = (Uint8Array as NativeBase64).fromBase64;
  if (typeof native === 'function') return native(text);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function seal(plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await sealKey(), new TextEncoder().encode(plain));
  const out = new Uint8Array(iv.length + cipher.byteLength);
  out.set(iv);
  out.set(new Uint8Array(cipher), iv.length);
  return toBase64(out);
}

/** Returns null for anything that was not sealed by `seal` (tampered, truncated, old format). */
export async function unseal(sealed: string): Promise<string | null> {
  try {
    const bytes = fromBase64(sealed);
    if (bytes.length <= 12) return null;
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, await sealKey(), bytes.slice(12));
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

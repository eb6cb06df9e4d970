/** Request bodies: the host accepts form-encoded, multipart and JSON bodies alike. */

function flatten(value: unknown, prefix: string, out: Record<string, string>): void {
  if (value === null || value === undefined) return;
  if (typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}[${key}]` : key, out);
  } else if (Array.isArray(value)) {
    out[prefix] = value.map(String).join(',');
  } else if (typeof value === 'boolean') {
    out[prefix] = value ? '1' : '0';
  } else {
    out[prefix] = String(value);
  }
}

/**
 * The body as flat string fields. Nested JSON objects become bracketed keys, so
 * `{ "pseudonym_session": { "unique_id": "x" } }` reads like the form field `pseudonym_session[unique_id]`.
 */
export async function readBody(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('multipart/form-data')) {
    const out: Record<string, string> = {};
    (await request.formData()).forEach((value, key) => {
      if (typeof value === 'string') out[key] = value;
    });
    return out;
  }
  const text = await request.text().catch(() => '');
  if (text.trim() === '') return {};
  if (type.includes('json') || /^\s*[{[]/.test(text)) {
    try {
      const out: Record<string, string> = {};
      flatten(JSON.parse(text), '', out);
      return out;
    } catch {
      // Not JSON after all: fall back to form decoding.
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

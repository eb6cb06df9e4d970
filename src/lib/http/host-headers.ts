/** The headers of every call to the administration host: the client's (client.ts) and the early reads' (src/early-ask.ts). */
export function hostHeaders(token: string | null, language: string): Record<string, string> {
  return {
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    'Accept-Language': language,
    // Spec 7: "a permissive cross-origin header" on every request.
    'Access-Control-Allow-Origin': '*',
  };
}

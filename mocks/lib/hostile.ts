/**
 * Hostile answers (fault rule `{"kind":"hostile"}`): every human text the host sends (names,
 * titles, course names, descriptions, notes, messages, file names...) carries script tags,
 * `onerror` images, `javascript:` links, SVG onload, a very long word or right-to-left text, and
 * every rich-text field (feedback, comments, introductions) all of them at once. The original
 * text stays inside, so lists still read and ids still match; the same input always gets the
 * same payload. Applied in lib/route.ts to every JSON answer, so new endpoints are covered.
 */
const LONG_WORD = 'Supercalifragilisticexpialidocious'.repeat(6);

/** `{}` is the original text. Each sets window.__pwned if it ever runs. */
export const HOSTILE_TEXTS: readonly string[] = [
  `<script>window.__pwned='script'</script>{}`,
  `<img src=x onerror="window.__pwned='img';alert('img')">{}`,
  `{}<svg onload="window.__pwned='svg'"><circle r="4"/></svg>`,
  `javascript:window.__pwned='link'//{}`,
  `{} ${LONG_WORD}`,
  `\u202E{} مرحبا بالعالم שלום עולם\u202C`,
  `{{constructor.constructor('window.__pwned=1')()}} {}`,
];

export const HOSTILE_HTML =
  `{}<script>window.__pwned='rich-script'</script><img src=x onerror="window.__pwned='rich-img';alert('rich')">` +
  `<a href="javascript:window.__pwned='rich-link'">details</a><svg onload="window.__pwned='rich-svg'"><circle r="5"/></svg>` +
  `<iframe src="javascript:window.__pwned='iframe'"></iframe><form action="javascript:window.__pwned='form'"><button>Go</button></form>` +
  `<p style="position:fixed;inset:0;z-index:9999;background:red">cover</p><p dir="rtl">\u202Eالطالب ممتاز ${LONG_WORD}</p>`;

/** Keys whose string values are human text shown by the portal. */
const TEXT_KEYS = new Set([
  'name',
  'short_name',
  'sortable_name',
  'title',
  'description',
  'dname',
  'uname',
  'group_name',
  'notes',
  'note',
  'comment',
  'msg',
  'message',
  'text',
  'fname',
  'filename',
  'file_name',
  'label',
  'topic',
  'question',
  'answer',
  'summary',
]);
/** Keys that hold rich text (HTML rendered through the sanitizer). */
const RICH_KEYS = new Set(['student_feedback', 'teacher_comment', 'bio', 'introduction', 'content', 'html', 'body']);
/** Class codes stay readable in front of a title (spec 3: "L2U4L2S1 Making Plans"). */
const CODED_TITLE = /^(L\d+U\d+L\d+(?:S\d+)?)\s+(.+)$/s;

function hash(text: string): number {
  let value = 0;
  for (let i = 0; i < text.length; i += 1) value = (value * 31 + text.charCodeAt(i)) >>> 0;
  return value;
}

export function hostileText(key: string, value: string): string {
  const coded = key === 'title' ? CODED_TITLE.exec(value) : null;
  if (coded) return `${coded[1]} ${hostileText('title-text', coded[2]!)}`;
  return HOSTILE_TEXTS[hash(`${key}:${value}`) % HOSTILE_TEXTS.length]!.replace('{}', value);
}

/** Pure: the same JSON value with its human texts made hostile. */
export function makeHostile(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => makeHostile(item, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, makeHostile(v, k)]));
  }
  if (typeof value !== 'string' || value === '') return value;
  if (RICH_KEYS.has(key)) return HOSTILE_HTML.replace('{}', value);
  return TEXT_KEYS.has(key) ? hostileText(key, value) : value;
}

/** The module list names module kinds (spec 3: Quizzes, Flashcard...): an enumeration, not text. */
const ENUMERATION_PATHS = [/\/modules$/];

/** A JSON answer with hostile texts; anything else (errors, files, non-JSON) unchanged. */
export async function hostileAnswer(response: Response, path: string): Promise<Response> {
  if (!response.ok || !response.headers.get('Content-Type')?.includes('json') || ENUMERATION_PATHS.some((p) => p.test(path)))
    return response;
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return response; // the "malformed" fault: leave it malformed
  }
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(JSON.stringify(makeHostile(body)), { status: response.status, headers });
}

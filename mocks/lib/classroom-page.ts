/**
 * The demo host's placeholder classroom, where the portal's Enter classroom lands: the class's
 * title, times and students, in the portal's language, and the way back. One drawing for the
 * three ways the host runs: classroom/page.ts draws it in the browser (dev server and demo
 * build), http-server.ts sends it drawn. Both read the same answer (handlers/demo-classroom.ts).
 */
import { offsetMs } from '../core/time';

export type PageLanguage = 'en' | 'zh';

/** Where the page is, beside the app (`<app base>/demo-classroom.html`) and on the HTTP server. */
export const CLASSROOM_PAGE = 'demo-classroom.html';

export const htmlLang = (lang: PageLanguage) => (lang === 'zh' ? 'zh-CN' : 'en');

/** The answer of GET .../__demo/classroom/:eventId. */
export interface ClassroomWire {
  title: string;
  start_at: string;
  end_at: string;
  /** The teacher's IANA zone, "" for a legacy offset-only account. */
  timezone: string;
  teacher: { name: string };
  course: { name: string };
  students: { name: string }[];
  state: 'scheduled' | 'ended';
}

export type ClassroomView =
  | { kind: 'loading' }
  | { kind: 'class'; cls: ClassroomWire; nowMs: number }
  /** Not a class, or not entered from the portal (the host opens a room on enter only). */
  | { kind: 'not-open' }
  | { kind: 'failed' };

const TEXTS = {
  en: {
    page: 'Demo classroom',
    loading: 'Opening the demo classroom…',
    inClass: 'You are in the demo classroom',
    over: 'This class is over.',
    placeholder: 'This page stands in for the school’s virtual classroom: the demo host has no video or audio.',
    notOpen: 'This classroom is not open. Enter it from the portal’s waiting room.',
    failed: 'The demo host did not answer. Reload the page to try again.',
    time: 'Time',
    teacher: 'Teacher',
    course: 'Course',
    students: (count: number) => (count === 1 ? 'Student' : 'Students'),
    back: 'Back to the portal',
    backHint: 'Use your browser’s Back button to return to the portal.',
  },
  zh: {
    page: '演示教室',
    loading: '正在打开演示教室…',
    inClass: '您已进入演示教室',
    over: '本节课已结束。',
    placeholder: '此页面代替学校的在线教室：演示主机没有视频和音频。',
    notOpen: '此教室未开放。请从门户的候课室进入。',
    failed: '演示主机没有响应。请刷新页面重试。',
    time: '时间',
    teacher: '老师',
    course: '课程',
    students: () => '学生',
    back: '返回门户',
    backHint: '请使用浏览器的“后退”按钮返回门户。',
  },
} as const;

/** The portal passes its language (`lang`, from its Accept-Language); anything else reads as English. */
export const pageLanguage = (value: string | null | undefined): PageLanguage =>
  value?.trim().toLowerCase().startsWith('zh') ? 'zh' : 'en';

/** `?class=<event id>&lang=<en|zh>` of the page's address; a class id that is not a positive integer is none. */
export function pageParams(search: string): { classId: number | null; lang: PageLanguage } {
  const params = new URLSearchParams(search);
  const raw = params.get('class') ?? '';
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  return { classId: id > 0 ? id : null, lang: pageLanguage(params.get('lang')) };
}

const isText = (value: unknown): value is string => typeof value === 'string';
const named = (value: unknown): value is { name: string } =>
  typeof value === 'object' && value !== null && isText((value as { name?: unknown }).name);

/** The class of an answer, or null when it is not one (a broken answer is a failure, never a broken page). */
export function readClassroomAnswer(json: unknown): ClassroomWire | null {
  const cls = (json as { class?: Partial<Record<keyof ClassroomWire, unknown>> } | null)?.class;
  if (!cls || !isText(cls.title) || !isText(cls.timezone) || !named(cls.teacher) || !named(cls.course)) return null;
  if (!isText(cls.start_at) || !isText(cls.end_at) || Number.isNaN(Date.parse(cls.start_at)) || Number.isNaN(Date.parse(cls.end_at)))
    return null;
  if (!Array.isArray(cls.students) || !cls.students.every(named) || (cls.state !== 'scheduled' && cls.state !== 'ended')) return null;
  return cls as ClassroomWire;
}

/** The page's view of the host's answer (its HTTP status and JSON); the host's clock decides "over". */
export function classroomViewOf(status: number, json: unknown, localNowMs: number): ClassroomView {
  if (status === 404) return { kind: 'not-open' };
  const cls = status === 200 ? readClassroomAnswer(json) : null;
  if (!cls) return { kind: 'failed' };
  const hostNow = Date.parse(String((json as { server_time?: unknown }).server_time));
  return { kind: 'class', cls, nowMs: Number.isNaN(hostNow) ? localNowMs : hostNow };
}

/**
 * The HTTP server's way back: the portal the teacher came from (the navigation's Referer, only
 * its origin across origins by default), when it is an http(s) page of another origin; else null.
 */
export function portalFromReferer(referer: string | null | undefined, hostOrigin: string): string | null {
  try {
    const url = new URL(referer ?? '');
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== hostOrigin ? url.href : null;
  } catch {
    return null;
  }
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The zone as the portal names it: its place and "time" ("New York time", "China time"; "北美东部时间"),
 * read from Intl's generic names (World English names the city or the country; Chinese the region);
 * an account with no zone id by its offset ("UTC+08:00").
 */
function zoneText(timezone: string, offset: number, lang: PageLanguage): string {
  if (timezone) {
    try {
      const [locale, style, frame, time] =
        lang === 'zh'
          ? (['zh', 'longGeneric', /^(.+?)(?:标准)?时间$/, '时间'] as const)
          : (['en-001', 'shortGeneric', /^(.+?)(?: Standard)? Time$/, ' time'] as const);
      const name =
        new Intl.DateTimeFormat(locale, { timeZone: timezone, timeZoneName: style }).formatToParts(0).find((p) => p.type === 'timeZoneName')
          ?.value ?? '';
      const place = frame.exec(name)?.[1];
      if (place) return `${place}${time}`;
    } catch {
      // an id this engine does not know: its offset
    }
  }
  const minutes = Math.round(offset / 60_000);
  const abs = Math.abs(minutes);
  return minutes === 0 ? 'UTC' : `UTC${minutes < 0 ? '\u2212' : '+'}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

/**
 * "2026-06-10 10:00–11:00 New York time" on the teacher's wall clock, named as the portal names it;
 * past midnight "23:30–00:30 (next day)" ("23:30–次日00:30"); over more days the end's date.
 */
export function classTimeText(cls: Pick<ClassroomWire, 'start_at' | 'end_at' | 'timezone'>, lang: PageLanguage = 'en'): string {
  const wall = (iso: string) => {
    const ms = Date.parse(iso);
    const offset = offsetMs(cls.timezone, ms);
    const d = new Date(ms + offset);
    return {
      day: Math.floor((ms + offset) / 86_400_000),
      date: `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`,
      time: `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`,
      offset,
    };
  };
  const start = wall(cls.start_at);
  const end = wall(cls.end_at);
  const days = end.day - start.day - (end.time === '00:00' ? 1 : 0);
  const span =
    days <= 0
      ? `${start.time}–${end.time}`
      : days === 1
        ? lang === 'zh'
          ? `${start.time}–次日${end.time}`
          : `${start.time}–${end.time} (next day)`
        : `${start.time}–${end.date} ${end.time}`;
  return `${start.date} ${span} ${zoneText(cls.timezone, start.offset, lang)}`;
}

export function pageTitle(view: ClassroomView, lang: PageLanguage): string {
  return view.kind === 'class' ? `${view.cls.title} · ${TEXTS[lang].page}` : TEXTS[lang].page;
}

/**
 * The inside of the page's <main>, every text escaped. `back`: the portal's address, or null
 * when the host does not know it (the HTTP server without a Referer).
 */
export function classroomMain(view: ClassroomView, lang: PageLanguage, back: string | null): string {
  const t = TEXTS[lang];
  const backLine = back === null ? `<p class="note">${t.backHint}</p>` : `<p><a class="back" href="${escapeHtml(back)}">${t.back}</a></p>`;
  if (view.kind === 'loading') return `<p class="badge">${t.page}</p><p role="status">${t.loading}</p>`;
  if (view.kind !== 'class')
    return `<p class="badge">${t.page}</p><h1>${t.page}</h1><p role="alert">${view.kind === 'failed' ? t.failed : t.notOpen}</p>${backLine}`;
  const { cls, nowMs } = view;
  const over = cls.state === 'ended' || nowMs >= Date.parse(cls.end_at);
  const row = (label: string, value: string) => `<dt>${label}</dt><dd>${value}</dd>`;
  const students = cls.students.map((s) => `<li>${escapeHtml(s.name)}</li>`).join('');
  return [
    `<p class="badge">${t.page}</p>`,
    `<h1>${escapeHtml(cls.title)}</h1>`,
    `<p class="status${over ? ' over' : ''}" role="status">${over ? t.over : t.inClass}</p>`,
    '<dl>',
    row(t.time, escapeHtml(classTimeText(cls, lang))),
    row(t.teacher, escapeHtml(cls.teacher.name)),
    row(t.course, escapeHtml(cls.course.name)),
    row(t.students(cls.students.length), `<ul>${students}</ul>`),
    '</dl>',
    `<p class="note">${t.placeholder}</p>`,
    backLine,
  ].join('');
}

/**
 * The page as the HTTP server sends it: the browser page (classroom/demo-classroom.html) without
 * its script, drawn already, in the page's language.
 */
export function servedPage(shell: string, view: ClassroomView, lang: PageLanguage, back: string | null): string {
  return drawnPage(shell, lang, pageTitle(view, lang), classroomMain(view, lang, back));
}

/** A page of mocks/classroom/ drawn: its language, title and <main>; its module script replaced by `script` (inline) or none. */
export function drawnPage(shell: string, lang: PageLanguage, title: string, main: string, script = ''): string {
  return shell
    .replace(/<html lang="[^"]*"/, () => `<html lang="${htmlLang(lang)}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/\s*<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/(<main\b[^>]*>)[\s\S]*?(<\/main>)/, (_, open: string, close: string) => `${open}${main}${close}`)
    .replace('</body>', () => (script ? `<script>${script}</script>\n  </body>` : '</body>'));
}

/**
 * The demo host's placeholder for a quiz or a flashcards page, where the portal's courseware "Open"
 * leads (the item's html_url): the item's title and kind, in the portal's language, and a way to
 * close it. Drawn as the classroom is (lib/classroom-page.ts): classroom/courseware-page.ts in the
 * browser, http-host.ts drawn already; both read GET .../__demo/courseware/:courseId/:itemId.
 */
import type { PlaceholderKind } from '../data/modules';
import { escapeHtml, type PageLanguage, pageLanguage } from './classroom-page';

/** Beside the app (`<app base>/demo-courseware.html`) and on the HTTP server: a file, so any static host serves it. */
export const COURSEWARE_PAGE = 'demo-courseware.html';

/** The answer of GET .../__demo/courseware/:courseId/:itemId. */
export interface CoursewareWire {
  title: string;
  kind: PlaceholderKind;
  course: { name: string };
}

export type CoursewareView = { kind: 'loading' } | { kind: 'item'; item: CoursewareWire } | { kind: 'not-found' } | { kind: 'failed' };

const TEXTS = {
  en: {
    page: 'Demo courseware',
    loading: 'Opening the demo courseware…',
    kinds: { quiz: 'Quiz', flashcards: 'Flashcards' },
    kind: 'Kind',
    course: 'Course',
    placeholder: {
      quiz: 'This page is the demo school’s placeholder for the quiz: the demo host does not run quizzes.',
      flashcards: 'This page is the demo school’s placeholder for the flashcards: the demo host does not show flashcards.',
    },
    notFound: 'The demo school has no quiz or flashcards at this address.',
    failed: 'The demo host did not answer. Reload the page to try again.',
    close: 'Close this tab',
    back: 'Back to the portal',
    stillOpen: 'The portal stays open in its own tab.',
  },
  zh: {
    page: '演示课件',
    loading: '正在打开演示课件…',
    kinds: { quiz: '测验', flashcards: '单词卡' },
    kind: '类型',
    course: '课程',
    placeholder: {
      quiz: '此页面是演示学校的测验占位页：演示主机不提供测验。',
      flashcards: '此页面是演示学校的单词卡占位页：演示主机不提供单词卡。',
    },
    notFound: '演示学校在此地址没有测验或单词卡。',
    failed: '演示主机没有响应。请刷新页面重试。',
    close: '关闭此标签页',
    back: '返回门户',
    stillOpen: '门户仍在原来的标签页中打开。',
  },
} as const;

const positiveId = (raw: string | null) => (raw !== null && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/** The item's address on the demo host; `lang` is the portal's (the items request's Accept-Language). */
export function coursewarePageUrl(base: string, courseId: number, itemId: number, lang: PageLanguage): string {
  return `${base}/${COURSEWARE_PAGE}?${new URLSearchParams({ course: String(courseId), item: String(itemId), lang })}`;
}

/** `?course=<id>&item=<id>&lang=<en|zh>`; an id that is not a positive integer is none. */
export function coursewareParams(search: string): { courseId: number | null; itemId: number | null; lang: PageLanguage } {
  const params = new URLSearchParams(search);
  return { courseId: positiveId(params.get('course')), itemId: positiveId(params.get('item')), lang: pageLanguage(params.get('lang')) };
}

/** The page's view of the host's answer: a broken answer is a failure, never a broken page. */
export function coursewareViewOf(status: number, json: unknown): CoursewareView {
  if (status === 404) return { kind: 'not-found' };
  const item = (json as { item?: Partial<CoursewareWire> } | null)?.item;
  const valid =
    status === 200 &&
    typeof item?.title === 'string' &&
    (item.kind === 'quiz' || item.kind === 'flashcards') &&
    typeof item.course?.name === 'string';
  return valid ? { kind: 'item', item: item as CoursewareWire } : { kind: 'failed' };
}

export function coursewareTitle(view: CoursewareView, lang: PageLanguage): string {
  const t = TEXTS[lang];
  return view.kind === 'item' ? `${view.item.title} · ${t.kinds[view.item.kind]} · ${t.page}` : t.page;
}

/**
 * The inside of the page's <main>, every host text escaped. It opens in a tab of its own, so the way
 * back is to close it (the button, wired by the page's script); `back`, when known, is the portal too.
 */
export function coursewareMain(view: CoursewareView, lang: PageLanguage, back: string | null): string {
  const t = TEXTS[lang];
  const badge = `<p class="badge">${t.page}</p>`;
  if (view.kind === 'loading') return `${badge}<p role="status">${t.loading}</p>`;
  const ways = [
    `<p><button type="button" class="back" id="close-tab">${t.close}</button></p>`,
    back === null ? `<p class="note">${t.stillOpen}</p>` : `<p><a href="${escapeHtml(back)}">${t.back}</a></p>`,
  ].join('');
  if (view.kind !== 'item') return `${badge}<h1>${t.page}</h1><p role="alert">${view.kind === 'failed' ? t.failed : t.notFound}</p>${ways}`;
  const { item } = view;
  return [
    badge,
    `<h1>${escapeHtml(item.title)}</h1>`,
    `<dl><dt>${t.kind}</dt><dd>${t.kinds[item.kind]}</dd><dt>${t.course}</dt><dd>${escapeHtml(item.course.name)}</dd></dl>`,
    `<p class="note">${t.placeholder[item.kind]}</p>`,
    ways,
  ].join('');
}

/** Close the tab the portal opened; a tab the browser will not let a page close goes back instead. */
export const CLOSE_SCRIPT =
  "document.getElementById('close-tab').addEventListener('click',function(){window.close();if(!window.closed)history.back();});";

/**
 * The demo placeholder of a quiz or flashcards item in the browser (dev server and demo build),
 * drawn from this page's own copy of the demo host, as the classroom page is (page.ts).
 */
import './zod-jitless';
import { startDemoHost } from '../browser';
import { htmlLang } from '../lib/classroom-page';
import { coursewareMain, coursewareParams, coursewareTitle, type CoursewareView, coursewareViewOf } from '../lib/courseware-page';

const { courseId, itemId, lang } = coursewareParams(window.location.search);
const PORTAL = './';

function closeTab(): void {
  window.close();
  // A tab the browser will not let a page close (it has a history): back to where it came from.
  if (!window.closed) history.back();
}

function draw(view: CoursewareView): void {
  document.documentElement.lang = htmlLang(lang);
  document.title = coursewareTitle(view, lang);
  document.getElementById('courseware')!.innerHTML = coursewareMain(view, lang, PORTAL);
  document.getElementById('close-tab')?.addEventListener('click', closeTab);
}

async function load(): Promise<CoursewareView> {
  if (courseId === null || itemId === null) return { kind: 'not-found' };
  try {
    await startDemoHost();
    const response = await fetch(`demo-api/__demo/courseware/${courseId}/${itemId}`, { headers: { Accept: 'application/json' } });
    return coursewareViewOf(response.status, await response.json().catch(() => null));
  } catch {
    return { kind: 'failed' };
  }
}

draw({ kind: 'loading' });
void load().then(draw);

/**
 * The demo classroom in the browser (dev server and demo build): this page's own copy of the demo
 * host answers its request through the service worker, as it answers the portal's, and the page is
 * drawn from that answer. The portal is the app beside this page.
 */
import './zod-jitless';
import { startDemoHost } from '../browser';
import { classroomMain, type ClassroomView, classroomViewOf, htmlLang, pageParams, pageTitle } from '../lib/classroom-page';

const { classId, lang } = pageParams(window.location.search);
const PORTAL = './';

function draw(view: ClassroomView): void {
  document.documentElement.lang = htmlLang(lang);
  document.title = pageTitle(view, lang);
  document.getElementById('classroom')!.innerHTML = classroomMain(view, lang, PORTAL);
}

async function load(): Promise<ClassroomView> {
  if (classId === null) return { kind: 'not-open' };
  try {
    await startDemoHost();
    const response = await fetch(`demo-api/__demo/classroom/${classId}`, { headers: { Accept: 'application/json' } });
    const answer: unknown = await response.json().catch(() => null);
    return classroomViewOf(response.status, answer, Date.now());
  } catch {
    return { kind: 'failed' };
  }
}

draw({ kind: 'loading' });
void load().then(draw);

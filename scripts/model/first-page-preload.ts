/**
 * The first screen's files, asked for by index.html itself. A page's route code is fetched only
 * once the main file has downloaded and run (main.tsx `preloadFirstScreen`): on slow 4G that is a
 * second round trip after ~160 kB. A small inline script in index.html decides from the URL and
 * the stored session which first page this visit gets, and starts its files beside the main file.
 * Pure: the bundle in, the script out (scripts/vite/first-page-preload.ts puts it in the page).
 */
import { createHash } from 'node:crypto';
import { openingLocaleExpression } from './opening-locale-script.ts';

/** What the script needs of an output chunk (Rollup/Rolldown's OutputChunk, trimmed). */
export interface ChunkInfo {
  fileName: string;
  /** The chunk's name (a code-splitting group's, like `locale-en-signed-out`). */
  name: string;
  /** Source modules in the chunk (absolute ids). */
  moduleIds: readonly string[];
  /** Files it imports statically. */
  imports: readonly string[];
  /** Stylesheets it needs (Vite's `viteMetadata.importedCss`). */
  css: readonly string[];
  isEntry: boolean;
}

/** Every file a chunk needs, itself included: its static imports and their stylesheets, depth first. */
function closure(start: ChunkInfo, byFile: Map<string, ChunkInfo>, into: Set<string>): void {
  if (into.has(start.fileName)) return;
  into.add(start.fileName);
  for (const css of start.css) into.add(css);
  for (const file of start.imports) {
    const chunk = byFile.get(file);
    if (chunk) closure(chunk, byFile, into);
  }
}

/**
 * The files the chunks holding `routeModules` need, minus what the entry already loads (the page
 * asks for those in its own tags). Throws when a route module is in no chunk: the list would
 * silently preload nothing after a rename.
 */
export function firstPageFiles(chunks: readonly ChunkInfo[], routeModules: readonly string[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = new Set<string>();
  for (const chunk of chunks.filter((c) => c.isEntry)) closure(chunk, byFile, entry);
  const wanted = new Set<string>();
  for (const id of routeModules) {
    const holder = chunks.find((chunk) => chunk.moduleIds.includes(id));
    if (!holder) throw new Error(`first-page preload: no chunk holds ${id}`);
    closure(holder, byFile, wanted);
  }
  return [...wanted].filter((file) => !entry.has(file));
}

export interface PreloadPlan {
  /** The sign-in page's files: a visitor without a stored session lands there. */
  signedOut: readonly string[];
  /** The shell and the dashboard's files: a stored session opening / or /dashboard. */
  signedIn: readonly string[];
  /** Per language: the sign-in page's catalogue file, and the signed-in pages' (namespaces.ts). */
  catalogues: Readonly<Record<string, { signedOut: string; signedIn: string }>>;
  /** Where the sealed session is kept (session-key.ts) and the chosen language (locale-store.ts). */
  sessionKey: string;
  localeKey: string;
  /** Prefix of the files' URLs, relative to the page ("./" for this build). */
  base: string;
  /** The early entry (src/early-ask.ts: the kept paint), run on a signed-in dashboard visit. */
  earlyAsk?: string;
  /** The kept paint's files (src/lib/kept-paint/paint.ts), fetched beside the early entry when a copy is kept. */
  keptPaint?: readonly string[];
  /** The offline copy's key prefix (src/lib/query/offline-copy-key.ts): whether a copy is kept. */
  offlinePrefix?: string;
  /**
   * The app's main file. The script starts it (index.html only preloads it, as its first request): at once,
   * or on a returning dashboard visit with a copy kept, once the early entry has painted (`paintedEvent`) or
   * could not, at the latest after `paintWaitMs`: the paint is not held up behind the main file's evaluation.
   */
  main?: string;
  /** Marks the main file's tag: index.html's message for a page that could not start watches it (src/lib/boot-failed.ts). */
  mainAttribute?: string;
  paintedEvent?: string;
  paintWaitMs?: number;
}

/**
 * The inline script (ES5, no globals left behind). Signed out, every page but registration and
 * password help ends on the sign-in page; signed in, only / and /dashboard are the dashboard. A
 * stored session may turn out to be expired: the dashboard's files are then fetched in vain, once.
 * The language's catalogues come too (the first screen waits for them).
 */
export function preloadScript(plan: PreloadPlan): string {
  const list = (files: readonly string[]) => JSON.stringify(files.map((file) => plan.base + file));
  const locales = Object.keys(plan.catalogues);
  const catalogues = JSON.stringify(
    Object.fromEntries(
      locales.map((locale) => [locale, [plan.base + plan.catalogues[locale]!.signedOut, plan.base + plan.catalogues[locale]!.signedIn]]),
    ),
  );
  return (
    '(function(){var C=/\\.css$/;' +
    // The language as locale-choice.ts initialLocale picks it: the stored choice, else the browser's, else Chinese.
    `var k=${JSON.stringify(plan.sessionKey)},c=${catalogues},s=false,g=${openingLocaleExpression(plan.localeKey, locales)},p=(location.hash.slice(1).split("?")[0]||"/");` +
    'try{s=!!(localStorage.getItem(k)||sessionStorage.getItem(k))}catch(e){}' +
    'var d=s&&(p==="/"||p==="/dashboard");' +
    // The early entry starts first, beside everything else (src/early-ask.ts: the kept paint).
    (plan.earlyAsk
      ? `if(d){var e=document.createElement("script");e.type="module";e.src=${JSON.stringify(plan.base + plan.earlyAsk)};document.head.appendChild(e)}`
      : '') +
    // A returning visit with a copy kept: the paint's files too, so the early entry finds them on their way.
    (plan.keptPaint && plan.offlinePrefix
      ? `var q=false;try{for(var m=0;m<localStorage.length;m++)if(localStorage.key(m).indexOf(${JSON.stringify(plan.offlinePrefix)})===0)q=true}catch(e){}` +
        `var h=d&&q?${list(plan.keptPaint)}:[];`
      : 'var h=[];') +
    `var f=(!s?(/^\\/(register|forgot-password)$/.test(p)?[]:${list(plan.signedOut)}.concat(c[g][0])):d?${list(plan.signedIn)}.concat(c[g]):[]),w=[];` +
    // A paint to come needs its own files and the stylesheets; the app's code and catalogues are asked for as it
    // starts (below): each link costs the parse a few ms of a phone's main thread, and the paint waits behind it.
    (plan.main && paintWaits(plan)
      ? 'if(h.length){w=f.filter(function(x){return!C.test(x)});f=f.filter(function(x){return C.test(x)})}'
      : '') +
    // Stylesheets are fetched, not applied: applied here they would come before the page's own and lose the cascade.
    'function L(f){for(var i=0;i<f.length;i++){var l=document.createElement("link");' +
    'if(C.test(f[i])){l.rel="preload";l.as="style"}else l.rel="modulepreload";l.crossOrigin="";l.href=f[i];document.head.appendChild(l)}}' +
    'L(h.concat(f));' +
    (plan.main ? startMain(plan) : '') +
    '})()'
  );
}

/**
 * Starts the main file once, after the page's markup (a module script added here would run as soon as it
 * is fetched, as the old tag's never did), its first page's code and catalogues asked for first when a paint held
 * them back. A kept paint goes first: the early entry (added above as `e`) says when
 * it is done; its failure to load, or a wait past the limit, starts the app all the same.
 */
const paintWaits = (plan: PreloadPlan) => !!(plan.earlyAsk && plan.keptPaint && plan.offlinePrefix && plan.paintedEvent);

function startMain(plan: PreloadPlan): string {
  const wait = paintWaits(plan);
  return (
    `var r=false,a=function(){var x=document.createElement("script");x.type="module";x.crossOrigin="";x.src=${JSON.stringify(plan.base + plan.main)};` +
    (plan.mainAttribute ? `x.setAttribute(${JSON.stringify(plan.mainAttribute)},"");` : '') +
    'document.head.appendChild(x)},' +
    'o=function(){if(r)return;r=true;L(w);if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",a);else a()};' +
    (wait
      ? `if(d&&q){e.onerror=o;document.addEventListener(${JSON.stringify(plan.paintedEvent)},o);setTimeout(o,${plan.paintWaitMs ?? 1000})}else o();`
      : 'o();')
  );
}

/** The CSP source that allows exactly this inline script. */
export const scriptHash = (source: string): string => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/** Every inline script of an HTML page (no `src`), as written. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((match) => match[1]!)
    .filter((body) => body.trim() !== '');
}

/** The catalogue files of each language, by their code-splitting groups' names (code-splitting.ts). */
export function catalogueFiles(chunks: readonly ChunkInfo[], locales: readonly string[]): PreloadPlan['catalogues'] {
  const file = (name: string) => {
    const found = chunks.find((chunk) => chunk.name === name);
    if (!found) throw new Error(`first-page preload: no chunk named ${name}`);
    return found.fileName;
  };
  return Object.fromEntries(
    locales.map((locale) => [locale, { signedOut: file(`locale-${locale}-signed-out`), signedIn: file(`locale-${locale}`) }]),
  );
}

import { fileURLToPath } from 'node:url';
import type { ChunkingContext } from 'rolldown';
import { LOCALES } from '../../src/lib/i18n/locale-choice.ts';
import { SIGNED_OUT_NAMESPACES } from '../../src/lib/i18n/namespaces.ts';
import { moduleClosure } from './module-closure.ts';

/**
 * How the production build is cut into files (Rolldown `output.codeSplitting`).
 *
 * - Everything the first page needs whatever the route (the router, the query cache, i18n, zod, the HTTP
 *   client, Mantine's provider) is one file instead of a dozen small shared ones: fewer requests on a cold
 *   visit, less import/export glue between files, one gzip window. React is the one beside it: the two
 *   download side by side, and React's stays cached across deployments (with the notification stack off
 *   the first page, Lighthouse's simulated first card came a round trip sooner in 8 of 17 runs, never
 *   later: docs/measurements.md "Paired runs").
 * - The message catalogues: one file per language and load stage instead of one per namespace.
 * - Mantine's small, everywhere components (text, layout, buttons, inputs) and what both first pages share: one
 *   file, so either first page asks for one file fewer (Lantern's slow 4G divides the bandwidth between every
 *   request in flight: one less and the first card often came a round trip sooner).
 * - The rich-text editor's libraries: four files well under 60 kB instead of one of ~140 kB.
 * - The two first pages a visitor can land on, each as one file instead of ~20 (a cold /dashboard
 *   made ~50 requests, 6 at a time over HTTP/1.1): the signed-out pages, the shell with the
 *   dashboard (what both share is in the file above). Found from the module graph, so no list to keep up to date;
 *   packages included, through their barrels by the names taken (module-closure.ts): a Mantine
 *   piece both pages use is shared, so the dashboard no longer loads the whole sign-in file for it.
 * Other route code keeps Rolldown's automatic splitting, so a screen still loads only what it uses.
 */
const catalogue = (locale: string, names: readonly string[]) =>
  new RegExp(`[\\\\/]locales[\\\\/]${locale}[\\\\/](${names.join('|')})\\.json$`);

const UI_PRIMITIVES = new RegExp(
  `@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/](${[
    'Alert',
    'Anchor',
    'Button',
    'Center',
    'CloseButton',
    'Container',
    'Flex',
    'Group',
    'Loader',
    'Paper',
    'Stack',
    'Text',
    'Title',
    'UnstyledButton',
    'VisuallyHidden',
    'Input',
    'InputBase',
    'TextInput',
  ].join('|')})[\\\\/]`,
);

const ROUTES = fileURLToPath(new URL('../../src/routes/', import.meta.url));
const SIGNED_OUT_PAGES = ['public/login'].map((name) => `${ROUTES}${name}.lazy.tsx`);
const SIGNED_IN_FIRST_PAGE = ['shell/shell', 'dashboard/dashboard'].map((name) => `${ROUTES}${name}.lazy.tsx`);

/** The early entry (src/early-ask.ts, the kept paint): its modules form a file of their own, never the app's. */
export const EARLY_ASK_MODULE = fileURLToPath(new URL('../../src/early-ask.ts', import.meta.url));

/** One module set per chunking pass (the context object lives as long as the pass). */
function perPass(entries: readonly string[]): (ctx: ChunkingContext) => Set<string> {
  const sets = new WeakMap<ChunkingContext, Set<string>>();
  return (ctx) => {
    let set = sets.get(ctx);
    if (!set) sets.set(ctx, (set = moduleClosure(entries, (id) => ctx.getModuleInfo(id))));
    return set;
  };
}
const earlyAskModules = perPass([EARLY_ASK_MODULE]);
/** The kept dashboard's paint (src/lib/kept-paint/paint.ts), which the early entry loads when a copy is kept. */
export const KEPT_PAINT_MODULE = fileURLToPath(new URL('../../src/lib/kept-paint/paint.ts', import.meta.url));
const keptPaintModules = perPass([KEPT_PAINT_MODULE]);
/**
 * The early file: the early entry's modules, and the paint's small ones that the app shares (reading the copy,
 * the mark), so the app never loads the paint itself on a first page.
 */
const inEarlyFile = (id: string, ctx: ChunkingContext) =>
  earlyAskModules(ctx).has(id) || (keptPaintModules(ctx).has(id) && id !== KEPT_PAINT_MODULE && !id.includes('node_modules'));

/** React and its scheduler (not the packages named after it, react-i18next or react-transition-group). */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** The notification stack's packages (src/app/notifications-view.tsx, loaded after the first screen), not its store. */
const NOTIFICATION_PACKAGES =
  /node_modules[\\/](@mantine[\\/]notifications[\\/]esm[\\/](?!notifications\.store)|react-transition-group[\\/])/;

const signedOutModules = perPass(SIGNED_OUT_PAGES);
const signedInModules = perPass(SIGNED_IN_FIRST_PAGE);
const firstPageModules = (ctx: ChunkingContext) => ({ signedOut: signedOutModules(ctx), signedIn: signedInModules(ctx) });

export const codeSplitting = {
  groups: [
    // The early entry's few modules (the kept session, the copy's reader) before the app's: that entry
    // must run without waiting for the app's ~160 kB file; the app imports this small one.
    {
      name: (id: string, ctx: ChunkingContext) => (inEarlyFile(id, ctx) ? 'early-ask' : null),
      debugName: 'early-ask',
      priority: 11,
    },
    // The paint: a file of its own, never waiting for the app's; the early entry asks for it only when a copy is
    // kept (a returning visit). Its fallback cleaner (DOMPurify, for a browser without its own) is not in it.
    {
      name: (id: string, ctx: ChunkingContext) => (keptPaintModules(ctx).has(id) && !inEarlyFile(id, ctx) ? 'kept-paint' : null),
      debugName: 'kept-paint',
      priority: 10.5,
    },
    // React in a file of its own, beside the app's (a third of it): the two download side by side, and React's stays
    // cached across deployments (it changes with React's version, the app's with every release).
    { name: 'react', test: REACT, priority: 10.2 },
    { name: 'app', tags: ['$initial' as const], priority: 10 },
    // Mantine's small building blocks that nearly every screen uses, and what both first pages use (the sign-in
    // page's and the dashboard's): one file instead of a dozen (each with its own stylesheet), and on either first
    // page one request, not two. Taken before the editor's and the notices' groups could take the blocks they use.
    {
      name: (id: string, ctx: ChunkingContext) => {
        if (UI_PRIMITIVES.test(id)) return 'first-page-shared';
        const { signedOut, signedIn } = firstPageModules(ctx);
        return signedOut.has(id) && signedIn.has(id) ? 'first-page-shared' : null;
      },
      debugName: 'first-page-shared',
      priority: 7,
    },
    // DOMPurify, named: the rich text's sanitizer and the paint's fallback load it on demand, and the hostile
    // journeys know its file by name (Chromium reports a handler it parses as blocked by the CSP).
    { name: 'dompurify', test: /node_modules[\\/]dompurify[\\/]/, priority: 6.5 },
    // The rich-text editor (~140 kB gzip, only on the screens that edit): four files fetched in
    // parallel and cached apart, none near the 60 kB chunk budget. Higher priority goes first and
    // each group also takes the dependencies that no earlier group took.
    { name: 'editor-model', test: /node_modules[\\/](prosemirror-(model|transform|state)|orderedmap)[\\/]/, priority: 6 },
    { name: 'editor-view', test: /node_modules[\\/](prosemirror-[\w-]+|rope-sequence|w3c-keyname)[\\/]/, priority: 5 },
    { name: 'editor-core', test: /node_modules[\\/]@tiptap[\\/](core|pm)[\\/]/, priority: 4 },
    { name: 'editor-extensions', test: /node_modules[\\/](@tiptap[\\/][\w-]+|linkifyjs|fast-equals)[\\/]/, priority: 3 },
    // The notification stack and its transitions, loaded after either first page: a file of their own, taken before
    // the first pages' groups could take them, and without the Mantine pieces they share.
    { name: 'notifications-view', test: NOTIFICATION_PACKAGES, priority: 3, includeDependenciesRecursively: false },
    // First pages, each its own (what they share went first, above: a group also takes its modules' dependencies
    // that no earlier group took, so this keeps the sign-in page from loading the signed-in file and vice versa).
    {
      name: (id: string, ctx: ChunkingContext) => (firstPageModules(ctx).signedOut.has(id) ? 'signed-out' : null),
      debugName: 'signed-out',
      priority: 2,
    },
    {
      name: (id: string, ctx: ChunkingContext) => (firstPageModules(ctx).signedIn.has(id) ? 'signed-in' : null),
      debugName: 'signed-in',
      priority: 2,
    },
    // Catalogues: one file per language for the signed-out pages, one for the rest (namespaces.ts).
    ...LOCALES.flatMap((locale) => [
      { name: `locale-${locale}-signed-out`, test: catalogue(locale, SIGNED_OUT_NAMESPACES), priority: 1 },
      { name: `locale-${locale}`, test: catalogue(locale, ['[\\w-]+']), priority: 0 },
    ]),
  ],
};

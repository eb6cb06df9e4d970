import type { Plugin } from 'vite';

type Transform = (code: string, id: string) => { code: string; map: null } | null;

/**
 * A transform of Mantine's published modules, run wherever those modules are compiled: in the
 * build's module graph, and in the dev server's dependency pre-bundling. `vite` dev bundles
 * `@mantine/*` once (optimizeDeps) with its own plugin list, so a plain `transform` hook never
 * sees those files there: without this, dev and build would ship different code (an unstyled dev
 * app, in the stylesheet case).
 */
function forMantineModules(name: string, transform: Transform): Plugin {
  return {
    name,
    enforce: 'pre',
    transform: (code, id) => transform(code, id),
    config: () => ({
      optimizeDeps: {
        rolldownOptions: { plugins: [{ name: `${name}:pre-bundle`, transform: (code: string, id: string) => transform(code, id) }] },
      },
    }),
  };
}

/**
 * Each Mantine component carries its own stylesheet into the chunk that uses it.
 *
 * Mantine ships one class-name module per component (`esm/components/Button/Button.module.mjs`)
 * and one stylesheet per component with the same name (`styles/Button.layer.css`). Importing the
 * stylesheet from the class-name module ties the CSS to the JavaScript that needs it: a screen
 * loads the styles of exactly the components it renders (its dependencies' first, in import
 * order), and a new screen needs no list to keep up to date. The packages beside core
 * (notifications, dates, schedule, tiptap, spotlight) have one stylesheet each, tied the same way.
 * The base styles (baseline, CSS variables, global) are imported once by the app.
 */
const CORE_MODULE = /\/@mantine\/core\/esm\/.*\/([A-Za-z]+)\.module\.mjs$/;
const PACKAGE_MODULE = /\/@mantine\/(notifications|dates|schedule|tiptap|spotlight)\/esm\/.*\.module\.mjs$/;

export function stylesheetFor(id: string): string | null {
  const path = id.split('?')[0]!.replaceAll('\\', '/');
  const core = CORE_MODULE.exec(path);
  if (core) return `@mantine/core/styles/${core[1]}.layer.css`;
  const other = PACKAGE_MODULE.exec(path);
  return other ? `@mantine/${other[1]}/styles.layer.css` : null;
}

export function mantineStylesPerComponent(): Plugin {
  return forMantineModules('mantine-styles-per-component', (code, id) => {
    const sheet = stylesheetFor(id);
    return sheet ? { code: `import ${JSON.stringify(sheet)};\n${code}`, map: null } : null;
  });
}

const SCROLL_AREA = /\/@mantine\/core\/esm\/components\/ScrollArea\/ScrollArea\.mjs$/;
const FLOATING_IMPORT = 'import { useMergeRefs } from "@floating-ui/react";';

/**
 * Mantine's ScrollArea takes one tiny hook (`useMergeRefs`) from @floating-ui/react, and every
 * Modal renders a ScrollArea: so each dialog would load the popover-positioning library
 * (~12 kB gzip) that only menus, selects and tooltips need. Mantine's own `useMergedRef` does the
 * same job. If a Mantine update changes the import, the build fails here instead of silently
 * growing again.
 */
export function scrollAreaWithoutFloatingUi(): Plugin {
  return forMantineModules('mantine-scroll-area-without-floating-ui', (code, id) => {
    if (!SCROLL_AREA.test(id.split('?')[0]!.replaceAll('\\', '/'))) return null;
    if (!code.includes(FLOATING_IMPORT))
      throw new Error(`ScrollArea.mjs no longer imports useMergeRefs as expected: review ${import.meta.filename}`);
    const replacement = 'import { useMergedRef } from "@mantine/hooks";\nconst useMergeRefs = (refs) => useMergedRef(...refs);';
    return { code: code.replace(FLOATING_IMPORT, replacement), map: null };
  });
}

const COLLAPSE_HOOK = /\/@mantine\/hooks\/esm\/use-collapse\/use-(horizontal-)?collapse\.mjs$/;
const HIDDEN = 'overflow: "hidden"';

/**
 * Mantine's Collapse (sections, accordion panels) clips its content with `overflow: hidden` while it
 * slides, and such a box can still be scrolled by the browser: bringing a control into view (a click
 * that scrolls it into view first, keyboard focus, find-in-page) scrolls the half-open section's
 * content up, and as the section grows the content slides back down under the pointer, so press and
 * release land on different elements and the click is lost. `overflow: clip` clips the same way but
 * is never scrolled: the content stays put. Fails the build if a Mantine update changes the hook.
 */
export function collapseClipsWithoutScrolling(): Plugin {
  return forMantineModules('mantine-collapse-clips-without-scrolling', (code, id) => {
    if (!COLLAPSE_HOOK.test(id.split('?')[0]!.replaceAll('\\', '/'))) return null;
    if (code.split(HIDDEN).length !== 4)
      throw new Error(`${id} no longer sets overflow: hidden three times as expected: review ${import.meta.filename}`);
    return { code: code.replaceAll(HIDDEN, 'overflow: "clip"'), map: null };
  });
}

const NOTIFICATIONS = /\/@mantine\/notifications\/esm\/Notifications\.mjs$/;
const FULL_WIDTH = 'RemoveScroll.classNames.fullWidth';
const CORE_IMPORT = /import \{ Box, OptionalPortal, RemoveScroll, /;

/**
 * The notifications (on every page: the lost-contact notice must show even when nothing else can
 * load) take one class name from Mantine's RemoveScroll, and with it the whole scroll lock
 * (react-remove-scroll and four helpers, ~3.5 kB gzip) into every first page. The name comes from
 * the scroll lock's own constants module instead; the lock itself stays with AppShell and Modal.
 * Fails the build if a Mantine update changes that use.
 */
export function notificationsWithoutScrollLock(): Plugin {
  return forMantineModules('mantine-notifications-without-scroll-lock', (code, id) => {
    if (!NOTIFICATIONS.test(id.split('?')[0]!.replaceAll('\\', '/'))) return null;
    if (!CORE_IMPORT.test(code) || code.split(FULL_WIDTH).length !== 3 || code.split('RemoveScroll').length !== 4)
      throw new Error(`Notifications.mjs no longer uses RemoveScroll only for its class name: review ${import.meta.filename}`);
    const rewritten = code.replace(CORE_IMPORT, 'import { Box, OptionalPortal, ').replaceAll(FULL_WIDTH, 'fullWidthClassName');
    return { code: `import { fullWidthClassName } from "react-remove-scroll-bar/constants";\n${rewritten}`, map: null };
  });
}

const APP_SHELL_PARTS = /\/@mantine\/core\/esm\/components\/AppShell\/AppShell(Header|Footer|Aside)\/AppShell\1\.mjs$/;
const REMOVE_SCROLL_IMPORT = 'import { RemoveScroll } from "react-remove-scroll";';
const ZERO_RIGHT = 'RemoveScroll.classNames.zeroRight';

/**
 * AppShell's header, footer and aside (the header is on every signed-in first page) take one class name
 * from RemoveScroll, and with it the whole scroll lock (~3 kB) into the first page: the name comes from the
 * scroll lock's constants module, as for the notifications; a dialog's lock still finds the header by it.
 * Fails the build if a Mantine update changes that use.
 */
export function appShellWithoutScrollLock(): Plugin {
  return forMantineModules('mantine-app-shell-without-scroll-lock', (code, id) => {
    if (!APP_SHELL_PARTS.test(id.split('?')[0]!.replaceAll('\\', '/'))) return null;
    if (code.split(REMOVE_SCROLL_IMPORT).length !== 2 || code.split(ZERO_RIGHT).length !== 2 || code.split('RemoveScroll').length !== 3)
      throw new Error(`${id} no longer uses RemoveScroll only for its class name: review ${import.meta.filename}`);
    const rewritten = code
      .replace(REMOVE_SCROLL_IMPORT, 'import { zeroRightClassName } from "react-remove-scroll-bar/constants";')
      .replace(ZERO_RIGHT, 'zeroRightClassName');
    return { code: rewritten, map: null };
  });
}

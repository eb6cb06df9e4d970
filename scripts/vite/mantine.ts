import type { Plugin } from 'vite';

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
  return {
    name: 'mantine-styles-per-component',
    enforce: 'pre',
    transform(code, id) {
      const sheet = stylesheetFor(id);
      return sheet ? { code: `import ${JSON.stringify(sheet)};\n${code}`, map: null } : null;
    },
  };
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
  return {
    name: 'mantine-scroll-area-without-floating-ui',
    enforce: 'pre',
    transform(code, id) {
      if (!SCROLL_AREA.test(id.split('?')[0]!.replaceAll('\\', '/'))) return null;
      if (!code.includes(FLOATING_IMPORT)) this.error(`ScrollArea.mjs no longer imports useMergeRefs as expected: review ${import.meta.filename}`);
      const replacement = 'import { useMergedRef } from "@mantine/hooks";\nconst useMergeRefs = (refs) => useMergedRef(...refs);';
      return { code: code.replace(FLOATING_IMPORT, replacement), map: null };
    },
  };
}

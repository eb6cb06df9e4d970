import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  collapseClipsWithoutScrolling,
  mantineStylesPerComponent,
  notificationsWithoutScrollLock,
  appShellWithoutScrollLock,
  scrollAreaWithoutFloatingUi,
  stylesheetFor,
} from './mantine';

type Hook = (code: string, id: string) => { code: string } | null;

/** The plugin's own transform (build) and the one it hands to the dev server's dependency pre-bundling. */
function transforms(plugin: Plugin): { build: Hook; preBundle: Hook } {
  const config = (plugin.config as unknown as () => { optimizeDeps: { rolldownOptions: { plugins: { transform: Hook }[] } } })();
  const [preBundle] = config.optimizeDeps.rolldownOptions.plugins;
  return { build: plugin.transform as unknown as Hook, preBundle: preBundle!.transform };
}

const NM = '/app/node_modules';

describe('stylesheetFor', () => {
  it.each([
    [`${NM}/@mantine/core/esm/components/Button/Button.module.mjs`, '@mantine/core/styles/Button.layer.css'],
    [`${NM}/@mantine/core/esm/components/Combobox/ComboboxOption.module.mjs?v=1a2b`, '@mantine/core/styles/ComboboxOption.layer.css'],
    ['C:\\app\\node_modules\\@mantine\\core\\esm\\components\\Card\\Card.module.mjs', '@mantine/core/styles/Card.layer.css'],
    [`${NM}/@mantine/schedule/esm/components/WeekView/WeekView.module.mjs`, '@mantine/schedule/styles.layer.css'],
    [`${NM}/@mantine/notifications/esm/Notifications.module.mjs`, '@mantine/notifications/styles.layer.css'],
    [`${NM}/@mantine/core/esm/components/Button/Button.mjs`, null],
    [`${NM}/@mantine/hooks/esm/use-collapse/use-collapse.mjs`, null],
    ['/app/src/features/booking/components/week-calendar.module.css', null],
  ])('%s -> %s', (id, sheet) => {
    expect(stylesheetFor(id)).toBe(sheet);
  });
});

// `vite` dev bundles @mantine/* once with its own plugin list: a transform only the build runs would
// leave dev with other code than the build (an unstyled dev app, before this was shared).
describe('the build and the dev pre-bundling transform Mantine alike', () => {
  const button = `${NM}/@mantine/core/esm/components/Button/Button.module.mjs`;
  const scrollArea = `${NM}/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs`;
  const scrollAreaCode = 'import { useMergeRefs } from "@floating-ui/react";\nexport const x = useMergeRefs;';

  it('each component module imports its stylesheet in both', () => {
    const { build, preBundle } = transforms(mantineStylesPerComponent());
    for (const hook of [build, preBundle]) {
      expect(hook('export default {};', button)?.code).toBe('import "@mantine/core/styles/Button.layer.css";\nexport default {};');
      expect(hook('export default {};', `${NM}/@mantine/core/esm/components/Button/Button.mjs`)).toBeNull();
    }
  });

  it('ScrollArea takes Mantine’s own merged ref in both, and a changed import fails both', () => {
    const { build, preBundle } = transforms(scrollAreaWithoutFloatingUi());
    for (const hook of [build, preBundle]) {
      const code = hook(scrollAreaCode, scrollArea)?.code ?? '';
      expect(code).not.toContain('@floating-ui/react');
      expect(code).toContain('import { useMergedRef } from "@mantine/hooks";');
      expect(() => hook('import { useMergeRefs } from "somewhere-else";', scrollArea)).toThrow(/no longer imports useMergeRefs/);
    }
  });

  it('Collapse clips with overflow: clip (never scrolled) in both, vertical and horizontal; a changed hook fails both', () => {
    const { build, preBundle } = transforms(collapseClipsWithoutScrolling());
    const hook = 'const a = { height: 0, overflow: "hidden" };\nmerge({ overflow: "hidden" });\nmerge({ height: 0, overflow: "hidden" });';
    for (const transform of [build, preBundle]) {
      for (const file of ['use-collapse', 'use-horizontal-collapse']) {
        const code = transform(hook, `${NM}/@mantine/hooks/esm/use-collapse/${file}.mjs`)?.code ?? '';
        expect(code).not.toContain('"hidden"');
        expect(code.match(/overflow: "clip"/g)).toHaveLength(3);
      }
      expect(transform(hook, `${NM}/@mantine/hooks/esm/use-disclosure/use-disclosure.mjs`)).toBeNull();
      expect(() => transform('const a = { overflow: "hidden" };', `${NM}/@mantine/hooks/esm/use-collapse/use-collapse.mjs`)).toThrow(
        /three times/,
      );
    }
  });

  it('the notifications take the scroll lock’s class name, not the lock, from the installed Mantine; a changed use fails both', () => {
    const { build, preBundle } = transforms(notificationsWithoutScrollLock());
    const id = `${NM}/@mantine/notifications/esm/Notifications.mjs`;
    const installed = readFileSync('node_modules/@mantine/notifications/esm/Notifications.mjs', 'utf8');
    for (const hook of [build, preBundle]) {
      const code = hook(installed, id)?.code ?? '';
      expect(code).not.toMatch(/\bRemoveScroll\b/);
      expect(code.match(/fullWidthClassName/g)).toHaveLength(3);
      expect(code).toContain('import { fullWidthClassName } from "react-remove-scroll-bar/constants";');
      expect(hook(installed, `${NM}/@mantine/notifications/esm/NotificationContainer.mjs`)).toBeNull();
      expect(() => hook(installed.replace('RemoveScroll.classNames.fullWidth', 'RemoveScroll.classNames.zeroRight'), id)).toThrow(
        /no longer uses RemoveScroll/,
      );
    }
  });

  it.each(['Header', 'Footer', 'Aside'])(
    'AppShell%s takes the scroll lock’s class name, not the lock, from the installed Mantine; a changed use fails both',
    (part) => {
      const { build, preBundle } = transforms(appShellWithoutScrollLock());
      const file = `@mantine/core/esm/components/AppShell/AppShell${part}/AppShell${part}.mjs`;
      const installed = readFileSync(`node_modules/${file}`, 'utf8');
      for (const hook of [build, preBundle]) {
        const code = hook(installed, `${NM}/${file}`)?.code ?? '';
        expect(code).not.toMatch(/\bRemoveScroll\b/);
        expect(code).toContain('import { zeroRightClassName } from "react-remove-scroll-bar/constants";');
        expect(code).toContain('[zeroRightClassName]: ctx.offsetScrollbars');
        expect(hook(installed, `${NM}/@mantine/core/esm/components/AppShell/AppShellMain/AppShellMain.mjs`)).toBeNull();
        expect(() =>
          hook(installed.replace('RemoveScroll.classNames.zeroRight', 'RemoveScroll.classNames.fullWidth'), `${NM}/${file}`),
        ).toThrow(/no longer uses RemoveScroll/);
      }
    },
  );
});

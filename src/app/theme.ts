import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Spec 9: "UI size small" everywhere. */
const small = { defaultProps: { size: 'sm' } };
// The modal's header element would claim to be the page's second banner landmark (axe): every dialog's is presentational.
const fadeInPlace = {
  defaultProps: { transitionProps: { transition: 'fade', duration: 150 }, attributes: { header: { role: 'presentation' } } },
};

/**
 * Mantine's palettes with shades 6-9 darkened: shade 6 is what filled buttons, light badges and
 * alerts, links and coloured text use, and Mantine's own (teal #12b886 on white: 2.5:1) fails
 * WCAG AA. Each shade 6 here reaches 4.5:1 against white and against its own light background;
 * shades 0-5 (backgrounds) are Mantine's.
 */
const palette = (light: string[], dark: string[]): MantineColorsTuple => [...light, ...dark] as unknown as MantineColorsTuple;
const colors = {
  teal: palette(['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997'], ['#067452', '#056347', '#04553d', '#034733']),
  red: palette(['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b'], ['#c92a2a', '#b02525', '#961f1f', '#7d1a1a']),
  orange: palette(['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b'], ['#b8400b', '#a2380a', '#8c3009', '#762807']),
  green: palette(['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66'], ['#237a36', '#1f6b2f', '#1a5c28', '#164d22']),
  blue: palette(['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0'], ['#1864ab', '#155796', '#124a80', '#0f3d6a']),
  yellow: palette(['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419'], ['#8a5a00', '#7a5000', '#6a4500', '#5a3b00']),
  grape: palette(['#f8f0fc', '#f3d9fa', '#eebefa', '#e599f7', '#da77f2', '#cc5de8'], ['#862e9c', '#76288a', '#662277', '#561d65']),
};

/** "Dimmed" text is gray 6 in Mantine (3.3:1 on white): gray 7 reads as secondary and passes AA. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

export const theme = createTheme({
  primaryColor: 'teal',
  colors,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "PingFang SC", "Microsoft YaHei", sans-serif',
  // Plain objects keyed by component name, not `Select.extend(...)`: importing a component here
  // would put its code (and a Select's whole dropdown machinery) into the first page of every screen.
  components: {
    Button: small,
    TextInput: small,
    PasswordInput: small,
    Select: small,
    Checkbox: small,
    Textarea: small,
    // Dialogs fade in place instead of sliding down 30 px: a press made as a dialog appears is
    // released on the same control, not on whatever slid under the pointer (a lost click).
    // ModalRoot too: dialogs composed from Modal.Root read its defaults, not Modal's.
    Modal: fadeInPlace,
    ModalRoot: fadeInPlace,
  },
});

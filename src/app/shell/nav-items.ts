/** The shell's navigation: only screens that exist. Each later screen adds its line here. */
export const NAV_ITEMS = [{ to: '/dashboard', labelKey: 'shell:nav.dashboard' }] as const;

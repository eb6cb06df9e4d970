import type { TFunction } from 'i18next';

/** Props for the feature's Mantine modals: the close button gets a name (the header's role is the theme's, app/theme.ts). */
export const dialogProps = (t: TFunction) => ({
  closeButtonProps: { 'aria-label': t('common:close') },
});

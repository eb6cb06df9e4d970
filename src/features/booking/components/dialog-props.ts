import type { TFunction } from 'i18next';

/**
 * Props for the feature's Mantine modals: the close button gets a name, and the modal's header
 * element stops claiming to be the page's second banner landmark (both flagged by axe).
 */
export const dialogProps = (t: TFunction) => ({
  closeButtonProps: { 'aria-label': t('common:close') },
  attributes: { header: { role: 'presentation' } },
});

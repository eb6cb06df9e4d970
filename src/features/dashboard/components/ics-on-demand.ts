import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import type * as IcsWriterModule from './download-ics';

type IcsWriter = typeof IcsWriterModule;

/**
 * The .ics writer loads on the click (nothing of it is needed before the first card). Offline before
 * the app's worker has it, its code cannot come: the click says so instead of doing nothing.
 */
export function withIcsWriter(t: TFunction, write: (writer: IcsWriter) => void): void {
  import('./download-ics').then(write).catch(() => notifications.show({ color: 'red', message: t('errors:codeNotLoaded') }));
}

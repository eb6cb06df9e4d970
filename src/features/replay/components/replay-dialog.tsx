import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state';
import { PendingScreen } from '@/components/pending-screen';
import { useHistoryItem } from '../api/get-history-item';
import type { TitleParser } from '../model/history';
import { replayErrorText } from './replay-error';
import { ReplayView } from './replay-view';
import { useMediaMatch } from '@/lib/hooks/use-media-match';

interface ReplayDialogProps {
  id: number;
  parseTitle: TitleParser;
  onClose: () => void;
}

/** The replay of one past class over the list; full screen on a phone. Closing it disposes the player. */
export function ReplayDialog({ id, parseTitle, onClose }: ReplayDialogProps) {
  const { t } = useTranslation('replay');
  const phone = useMediaMatch('(max-width: 48em)');
  const detail = useHistoryItem(id);
  const title = detail.data ? parseTitle(detail.data.item.rawTitle).title : t('replay');

  return (
    <Modal.Root opened onClose={onClose} size={1120} fullScreen={phone}>
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine renders a <header>; inside a dialog it must not count as the page's banner landmark. */}
        <Modal.Header role="none">
          <Modal.Title fw={700} style={{ overflowWrap: 'anywhere' }}>
            {t('replayOf', { title })}
          </Modal.Title>
          <Modal.CloseButton aria-label={t('close')} />
        </Modal.Header>
        <Modal.Body>
          {detail.isError ? (
            <ErrorState error={detail.error} title={replayErrorText(detail.error, t)} onRetry={() => void detail.refetch()} />
          ) : !detail.data ? (
            <PendingScreen />
          ) : (
            <ReplayView key={id} detail={detail.data} parseTitle={parseTitle} />
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useHistoryItem } from '@/entities/histories/api/get-history-item';
import type { TitleParser } from '@/entities/histories/model/history';
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
          <QueryState query={detail} title={detail.isError ? replayErrorText(detail.error, t) : undefined}>
            {(loaded) => <ReplayView key={id} detail={loaded} parseTitle={parseTitle} />}
          </QueryState>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

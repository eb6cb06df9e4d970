import { Button, Card, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { HistoryItem, TitleParser } from '@/entities/histories/model/history';
import { ClassFacts } from './class-facts';
import { useClassTitle } from '@/entities/classes/components/class-title';

interface HistoryCardProps {
  item: HistoryItem;
  page: number;
  parseTitle: TitleParser;
}

/** One past class: when (teacher time), what, who, how long, its state, and "Replay". */
export function HistoryCard({ item, page, parseTitle }: HistoryCardProps) {
  const { t } = useTranslation('replay');
  const classTitle = useClassTitle();
  const headingId = `history-${item.id}-title`;
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-labelledby={headingId}>
      <ClassFacts
        item={item}
        parseTitle={parseTitle}
        heading={
          <Title order={2} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {classTitle(parseTitle(item.rawTitle).title)}
          </Title>
        }
        action={
          <Button
            renderRoot={(props) => <Link {...props} to="/kchf" search={{ page, replay: item.id }} />}
            size="xs"
            variant="default"
            aria-describedby={headingId}
          >
            {t('replay')}
          </Button>
        }
      />
    </Card>
  );
}

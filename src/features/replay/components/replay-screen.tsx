import { Button, Center, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useZoneLabels } from '@/components/zone-label';
import { useNow } from '@/lib/hooks/use-now';
import { useHistories } from '@/entities/histories/api/get-histories';
import type { TitleParser } from '@/entities/histories/model/history';
import { isPastEnd, pageCount } from '@/entities/histories/model/paging';
import { ACCENT, MUTED } from './colors';
import { HistoryCard } from './history-card';
import { ReplayDialog } from './replay-dialog';

const route = getRouteApi('/_shell/kchf');

/** Class replay (/kchf): past classes page by page (the page is in the URL), and the open replay. */
export function ReplayScreen({ parseTitle }: { parseTitle: TitleParser }) {
  const { t } = useTranslation('replay');
  const { page = 1, replay } = route.useSearch();
  const navigate = route.useNavigate();
  const histories = useHistories(page);
  const { timesIn } = useZoneLabels();
  const now = useNow(3_600_000);
  const pages = pageCount(histories.data?.total ?? 0);
  const goTo = (next: number) => void navigate({ search: { page: next } });

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <QueryState query={histories}>
        {(list) => (
          <>
            <Text size="sm" c={MUTED}>
              {t('total', { count: list.total })} · {timesIn(now)}
            </Text>
            {list.items.length === 0 ? (
              <Center py="xl">
                <Stack align="center" gap="xs">
                  <Text c={MUTED}>{isPastEnd(page, list.total) ? t('pastEnd', { page }) : t('empty')}</Text>
                  {isPastEnd(page, list.total) && (
                    <Button color={ACCENT} onClick={() => goTo(pages)}>
                      {t('toPage', { page: pages })}
                    </Button>
                  )}
                </Stack>
              </Center>
            ) : (
              <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
                {list.items.map((item) => (
                  <HistoryCard key={item.id} item={item} page={page} parseTitle={parseTitle} />
                ))}
              </SimpleGrid>
            )}
            {pages > 1 && (
              <nav aria-label={t('pagination.label')}>
                <Pagination
                  total={pages}
                  color={ACCENT}
                  value={Math.min(page, pages)}
                  onChange={goTo}
                  siblings={1}
                  getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
                  getItemProps={(n) => ({ 'aria-label': t('pagination.page', { n }) })}
                />
              </nav>
            )}
          </>
        )}
      </QueryState>
      {replay !== undefined && (
        <ReplayDialog
          id={replay}
          parseTitle={parseTitle}
          onClose={() => void navigate({ search: { page: page === 1 ? undefined : page }, replace: true })}
        />
      )}
    </Stack>
  );
}

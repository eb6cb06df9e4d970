import { Anchor, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state';
import { PendingScreen } from '@/components/pending-screen';
import { mediaSource } from '@/lib/media/media-type';
import { type CoursewareKind, itemAddress, mediaKindOf, type ModuleItem } from '../model/courseware';

// video.js (~200 kB gzip) loads with the first item played, never with the dashboard.
const MediaPlayer = lazy(() => import('@/components/media-player/media-player'));

interface CoursewareKindSectionProps {
  kind: CoursewareKind;
  query: UseQueryResult<ModuleItem[]>;
}

/** One kind of courseware: its own loading and failure, media played in place, the rest opened in a new tab. */
export function CoursewareKindSection({ kind, query }: CoursewareKindSectionProps) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  const label = t(`courseware.kinds.${kind}`);
  return (
    <Stack component="section" gap={6} aria-labelledby={headingId}>
      <Group gap="xs">
        <Title order={3} size="h6" id={headingId}>
          {label}
        </Title>
        {query.data && (
          <Badge variant="light" color="gray" aria-label={t('courseware.count', { count: query.data.length })}>
            {query.data.length}
          </Badge>
        )}
      </Group>
      {query.isError ? (
        <ErrorState title={t('courseware.kindFailed', { kind: label })} error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Group gap="xs" role="status" aria-label={t('courseware.loadingKind', { kind: label })}>
          <Loader size="xs" />
        </Group>
      ) : query.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('courseware.emptyKind')}
        </Text>
      ) : (
        <ItemList kind={kind} items={query.data} />
      )}
    </Stack>
  );
}

function ItemList({ kind, items }: { kind: CoursewareKind; items: ModuleItem[] }) {
  const { t, i18n } = useTranslation('dashboard');
  // One player at a time: starting another item closes the first (and disposes its download).
  const [playing, setPlaying] = useState<number | null>(null);
  const media = mediaKindOf(kind) !== null;
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => {
        const address = itemAddress(item);
        const source = media && address ? mediaSource(address) : null;
        return (
          <li key={item.id}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" style={{ minWidth: 0 }}>
                {item.title}
              </Text>
              {source ? (
                <Button
                  size="compact-xs"
                  variant="light"
                  aria-expanded={playing === item.id}
                  aria-label={t(playing === item.id ? 'courseware.closeItem' : 'courseware.playItem', { title: item.title })}
                  onClick={() => setPlaying(playing === item.id ? null : item.id)}
                >
                  {t(playing === item.id ? 'courseware.close' : 'courseware.play')}
                </Button>
              ) : address && !media ? (
                <Anchor
                  size="sm"
                  className="tap-target"
                  href={address}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('courseware.openItem', { title: item.title })}
                >
                  {t('courseware.open')}
                </Anchor>
              ) : (
                <Text size="xs" c="dimmed">
                  {t('courseware.unavailable')}
                </Text>
              )}
            </Group>
            {source && playing === item.id && (
              <Suspense fallback={<PendingScreen />}>
                <MediaPlayer source={source} label={item.title} language={i18n.language} autoPlay />
              </Suspense>
            )}
          </li>
        );
      })}
    </Stack>
  );
}

import { Alert, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingScreen } from '@/components/pending-screen';
import { RichText } from '@/components/rich-text';
import { recordingSource } from '@/lib/media/media-type';
import { createPlayerBridge } from '@/lib/media/player-bridge';
import type { HistoryDetail, TitleParser } from '@/entities/histories/model/history';
import { ClassFacts } from './class-facts';
import { MUTED } from './colors';
import { CommentPanel } from './comment-panel';
import { HomeworkLinks } from './homework-links';
import { MarksPanel } from './marks-panel';
import { StatePanel } from './state-panel';

// video.js (~200 KB gzipped) loads with the first replay opened, never with the list.
const ReplayPlayer = lazy(() => import('@/components/media-player/media-player'));

/** Everything about one past class: recording and pinned notes; details, state, homework, feedback, comment. */
export function ReplayView({ detail, parseTitle }: { detail: HistoryDetail; parseTitle: TitleParser }) {
  const { t, i18n } = useTranslation('replay');
  const { item } = detail;
  const [bridge] = useState(createPlayerBridge);
  const source = recordingSource(detail.playbackDomain, item.recordUrl);

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="sm">
          {source ? (
            <Suspense fallback={<PendingScreen />}>
              <ReplayPlayer source={source} bridge={bridge} language={i18n.language} />
            </Suspense>
          ) : (
            <Alert color="gray">{t('player.none')}</Alert>
          )}
          {source && (
            <Text size="xs" c={MUTED} visibleFrom="sm">
              {t('player.keys')}
            </Text>
          )}
          <MarksPanel classId={item.id} marks={detail.marks} bridge={bridge} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <Paper withBorder p="sm" radius="md">
            <ClassFacts item={item} parseTitle={parseTitle} />
          </Paper>
          <StatePanel classId={item.id} state={item.state} />
          <HomeworkLinks item={item} />
          <section aria-labelledby="replay-feedback">
            <Title order={3} size="h5" id="replay-feedback" mb={4}>
              {t('feedback.title')}
            </Title>
            {item.studentFeedback ? (
              <RichText html={item.studentFeedback} />
            ) : (
              <Text size="sm" c={MUTED}>
                {t('feedback.none')}
              </Text>
            )}
          </section>
          <CommentPanel classId={item.id} comment={item.teacherComment} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

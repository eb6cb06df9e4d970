import { Avatar, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaSource } from '@/lib/media/media-type';
import { PendingScreen } from '@/components/pending-screen';
import { RichText } from '@/components/rich-text';
import type { Introduction } from '../model/introduction';

const MediaPlayer = lazy(() => import('@/components/media-player/media-player'));

/** The introduction as students see it: photo, name, sanitized rich text, the video. */
export function IntroductionPreview({ introduction }: { introduction: Introduction }) {
  const { t, i18n } = useTranslation('profile');
  const video = introduction.videoUrl ? mediaSource(introduction.videoUrl) : null;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby="intro-name">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="center">
          {/* A missing or broken photo falls back to the initials. */}
          <Avatar
            src={introduction.photoUrl}
            name={introduction.name}
            alt={t('photoOf', { name: introduction.name })}
            size={96}
            radius="md"
            color="teal"
          />
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h3" id="intro-name" style={{ overflowWrap: 'anywhere' }}>
              {introduction.name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('seenByStudents')}
            </Text>
          </div>
        </Group>
        <RichText html={introduction.html} />
        {video && (
          <Box component="section" aria-label={t('video')} maw={640} w="100%">
            <Suspense fallback={<PendingScreen />}>
              <MediaPlayer source={video} label={t('videoOf', { name: introduction.name })} language={i18n.language} />
            </Suspense>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}

import { Button, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { homeworkLinks } from '../model/class-links';
import type { HistoryItem } from '@/entities/histories/model/history';

/** Shortcuts to assign and review homework for this class (the homework screens read `classId`, `studentId`). */
export function HomeworkLinks({ item }: { item: HistoryItem }) {
  const { t } = useTranslation('replay');
  const links = homeworkLinks(item);
  return (
    <section aria-labelledby="replay-homework">
      <Title order={3} size="h5" id="replay-homework" mb={6}>
        {t('homework.title')}
      </Title>
      <Group gap="xs">
        <Button component="a" href={links.assign} size="xs" variant="default">
          {t('homework.assign')}
        </Button>
        {links.review.map((link) => (
          <Button key={link.studentId} component="a" href={link.href} size="xs" variant="default">
            {links.review.length === 1 ? t('homework.review') : t('homework.reviewFor', { name: link.name })}
          </Button>
        ))}
      </Group>
    </section>
  );
}

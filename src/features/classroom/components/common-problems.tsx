import { Accordion, Collapse, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const PROBLEMS = ['camera', 'audio', 'network', 'browser', 'screen'] as const;

/**
 * Troubleshooting before a class: the problems teachers most often meet, and what to do.
 * In the page, not a dialog, so the tips stay in view while the teacher fixes settings.
 */
export function CommonProblems({ id, expanded }: { id: string; expanded: boolean }) {
  const { t } = useTranslation('classroom');
  return (
    <Collapse expanded={expanded} id={id}>
      <Title order={2} size="h5" mb="xs">
        {t('problems.title')}
      </Title>
      <Accordion variant="separated" defaultValue={PROBLEMS[0]}>
        {PROBLEMS.map((key) => (
          <Accordion.Item key={key} value={key}>
            <Accordion.Control>{t(`problems.${key}.title`)}</Accordion.Control>
            <Accordion.Panel>
              <Text size="sm">{t(`problems.${key}.text`)}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Collapse>
  );
}

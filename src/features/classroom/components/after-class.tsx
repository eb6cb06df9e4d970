import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Once a class is over: what a teacher does next, each one click away. Plain hash links (other
 * features' screens), with the class id those screens take.
 */
export function AfterClass({ classId }: { classId: number }) {
  const { t } = useTranslation('classroom');
  return (
    <Stack gap="xs" align="center">
      <Text size="sm" ta="center">
        {t('afterClass')}
      </Text>
      <Group gap="xs" justify="center">
        <Button component="a" href={`#/Assignments?classId=${classId}`} variant="light">
          {t('shell:nav.assign')}
        </Button>
        <Button component="a" href={`#/EvalStudent?classId=${classId}`} variant="light">
          {t('shell:nav.evaluation')}
        </Button>
        <Button component="a" href="#/kchf" variant="light">
          {t('shell:nav.replay')}
        </Button>
      </Group>
    </Stack>
  );
}

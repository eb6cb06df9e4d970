import './brief-words';
import { Alert, Button, List, Loader, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChecklistItem } from '../model/checklist';
import classes from './class-brief.module.css';
import { tryAgain } from '@/components/try-again';

export interface ClassChecklistProps {
  items: readonly ChecklistItem[];
  pending?: boolean;
  /** A part failed to load, with its Try again (the waiting room's one class; a list of classes says it once). */
  failure?: { onRetry: () => void } | null;
  /** Names the list (the class it is for). */
  label: string;
}

/** After a class: each item done or to do, as the host says; "to do" opens the form for this class and student. */
export function ClassChecklist({ items, pending = false, failure, label }: ClassChecklistProps) {
  const { t } = useTranslation('brief');
  return (
    <>
      {failure && (
        <Alert color="red" variant="light" role="alert" title={t('checklist.failed')}>
          <Button size="xs" variant="light" color="red" onClick={() => tryAgain(failure.onRetry)}>
            {t('errors:tryAgain')}
          </Button>
        </Alert>
      )}
      {items.length === 0 && pending && <Loader size="sm" role="status" aria-label={t('common:loading')} />}
      <List spacing={6} listStyleType="none" aria-label={label} p={0}>
        {items.map((item) => {
          const what = t(`checklist.${item.kind}`, { name: item.student?.name ?? '' });
          return (
            <List.Item key={`${item.kind}-${item.student?.id ?? ''}`}>
              <div className={classes.item}>
                <Mark done={item.done} />
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {what}
                </Text>
                <Text size="xs" c={item.done ? 'teal.8' : 'dimmed'} fw={600}>
                  {t(item.done === undefined ? 'checklist.unknown' : item.done ? 'checklist.done' : 'checklist.toDo')}
                </Text>
                {item.done === false && (
                  <Button
                    component="a"
                    href={item.href}
                    size="compact-xs"
                    variant="light"
                    aria-label={t(`checklist.do.${item.kind}Label`, { name: item.student?.name ?? '' })}
                  >
                    {t(`checklist.do.${item.kind}`)}
                  </Button>
                )}
              </div>
            </List.Item>
          );
        })}
      </List>
    </>
  );
}

function Mark({ done }: { done: boolean | undefined }) {
  if (done === undefined) return <Loader size={14} aria-hidden />;
  return (
    <ThemeIcon size={18} radius="xl" color={done ? 'teal' : 'orange'} variant={done ? 'filled' : 'light'} aria-hidden>
      <span style={{ fontSize: 12, lineHeight: 1 }}>{done ? '✓' : '•'}</span>
    </ThemeIcon>
  );
}

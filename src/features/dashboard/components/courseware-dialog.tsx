import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useCourseModules } from '../api/get-course-modules';
import { useModuleItems } from '../api/get-module-items';
import { hasNoCourseware, type KindState, modulesByKind } from '../model/courseware';
import { CoursewareKindSection } from './courseware-kind-section';
import { useMediaMatch } from '@/lib/hooks/use-media-match';
import { useOnePlaying } from '@/lib/hooks/use-one-playing';

interface CoursewareDialogProps {
  opened: boolean;
  onClose: () => void;
  courseId: number;
  classTitle: string;
}

/** A class's courseware (spec 1 "view courseware"): the course's eight module kinds, each loading on its own. */
export function CoursewareDialog({ opened, onClose, courseId, classTitle }: CoursewareDialogProps) {
  const { t } = useTranslation('dashboard');
  const phone = useMediaMatch('(max-width: 47.99em)');
  // Audio and video of every kind sit side by side: starting one pauses the others.
  const onePlaying = useOnePlaying();
  return (
    <Modal.Root opened={opened} onClose={onClose} size="lg" fullScreen={phone}>
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine's header is a <header>, i.e. a second banner landmark beside the page's own. */}
        <Modal.Header role="none">
          <Modal.Title fw={600} style={{ minWidth: 0 }}>
            {t('courseware.title', { title: classTitle })}
          </Modal.Title>
          <Modal.CloseButton aria-label={t('common:close')} />
        </Modal.Header>
        <Modal.Body ref={onePlaying}>{opened && <CoursewareContent courseId={courseId} />}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function CoursewareContent({ courseId }: { courseId: number }) {
  const { t } = useTranslation('dashboard');
  const modules = useCourseModules(courseId);
  const kinds = modulesByKind(modules.data ?? []);
  // The eight item lists load in parallel; each kind shows its own loading or failure.
  const items = useModuleItems(
    courseId,
    kinds.map(({ moduleId }) => moduleId),
  );

  return (
    <QueryState query={modules}>
      {() => {
        const states: KindState[] = items.map((query) =>
          query.data ? { status: 'success', count: query.data.length } : query.isError ? { status: 'error' } : { status: 'loading' },
        );
        if (hasNoCourseware(true, states)) {
          return (
            <Text role="status" py="lg" ta="center">
              {t('errors:noCourseware')}
            </Text>
          );
        }
        return (
          <Stack gap="lg">
            {kinds.map(({ kind, moduleId }, index) => (
              <CoursewareKindSection key={moduleId} kind={kind} query={items[index]!} />
            ))}
          </Stack>
        );
      }}
    </QueryState>
  );
}

import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { courseModulesQueryOptions } from '../api/get-course-modules';
import type { ClassItem } from '@/entities/classes/model/class-item';
import { CoursewareDialogOnDemand, preloadCoursewareDialog } from './dialogs-on-demand';

/** View courseware: the dialog's code and the list of modules start loading when the pointer or focus reaches the button. */
export function CoursewareButton({ item, size }: { item: ClassItem; size?: ButtonProps['size'] }) {
  const { t } = useTranslation('dashboard');
  const [opened, { open, close }] = useDisclosure(false);
  const queryClient = useQueryClient();
  const prefetch = () => {
    void preloadCoursewareDialog();
    void queryClient.prefetchQuery(courseModulesQueryOptions(item.course.id));
  };
  return (
    <>
      <Button size={size} variant="default" onClick={open} onPointerEnter={prefetch} onFocus={prefetch}>
        {t('actions.courseware')}
      </Button>
      <CoursewareDialogOnDemand opened={opened} onClose={close} courseId={item.course.id} classTitle={item.title} />
    </>
  );
}

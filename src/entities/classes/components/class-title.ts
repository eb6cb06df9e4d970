import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { kindOfTitle } from '@/entities/classes/model/class-kind';

/**
 * A class's title in the teacher's language: the kinds of class a host names in English (trial lesson,
 * placement test, free talk, review session: src/entities/classes/model/class-kind.ts) in the catalogue's words; a
 * lesson's own title as the host wrote it.
 */
export function useClassTitle(): (title: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (title: string) => {
      const found = kindOfTitle(title);
      if (!found) return title;
      const kind = t(`common:classKind.${found.kind}`);
      const topic = /^:\s*(\S.*)$/s.exec(found.after)?.[1];
      return `${found.before}${topic ? t('common:classKind.withTopic', { kind, topic }) : kind + found.after}`;
    },
    [t],
  );
}

import { useNavigate } from '@tanstack/react-router';
import { returnToOwnAccount } from '@/features/auth/actions/switch-teacher';
import type { Teacher } from '@/features/auth/api/list-teachers';
import type { PaletteEntry } from './model/palette-groups';

/** What choosing an entry does, once the palette is closed: go to its screen, or ask to switch to a teacher. */
export function usePaletteRun(close: () => void, askSwitch: (teacher: Teacher) => void): (entry: PaletteEntry) => void {
  const navigate = useNavigate();
  return (entry) => {
    close();
    if (entry.kind === 'screen') void navigate({ to: entry.screen.to });
    else if (entry.kind === 'class') void navigate({ to: '/Class/$calendarEventId', params: { calendarEventId: entry.item.id } });
    else if (entry.kind === 'student') void navigate({ to: '/wdxs', search: { studentId: entry.student.id } });
    else if (entry.kind === 'teacher')
      askSwitch(entry.teacher); // the switch dialog asks, as from the menu
    else {
      returnToOwnAccount();
      void navigate({ to: '/dashboard' });
    }
  };
}

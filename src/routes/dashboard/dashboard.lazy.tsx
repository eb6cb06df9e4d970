import { createLazyRoute } from '@tanstack/react-router';
import { ChooseTeacherStart } from '@/features/auth/components/choose-teacher-start';
import { AfterClassLine } from '@/features/class-brief/components/after-class-line';
import { BriefButton } from '@/features/class-brief/components/brief-button';
import { useIdleBrief } from '@/features/class-brief/hooks/use-idle-brief';
import type { CardExtras } from '@/features/dashboard/components/class-grid';
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';
import { useSessionStore } from '@/lib/session/session-store';

/** One function for the page's life: the cards are memoised on it (ClassGrid). */
const briefExtras: CardExtras = (item) => <BriefButton item={item} />;

function DashboardPage() {
  const choosesTeacher = useSessionStore((s) => !!s.session?.isAdmin && !s.session.actingAs);
  const count = useIdleBrief();
  return (
    <DashboardScreen
      noClasses={choosesTeacher ? <ChooseTeacherStart /> : undefined}
      cardExtras={briefExtras}
      afterClasses={<AfterClassLine ready={count} />}
    />
  );
}

export const Route = createLazyRoute('/_shell/dashboard')({ component: DashboardPage });

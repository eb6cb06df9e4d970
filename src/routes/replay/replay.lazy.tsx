import { createLazyRoute } from '@tanstack/react-router';
import { parseClassTitle } from '@/entities/classes/model/class-code';
import { ReplayScreen } from '@/features/replay/components/replay-screen';

/** The replay screen, given the dashboard's class-code rule (a feature does not import another). */
function ReplayPage() {
  return <ReplayScreen parseTitle={parseClassTitle} />;
}

export const Route = createLazyRoute('/_shell/kchf')({ component: ReplayPage });

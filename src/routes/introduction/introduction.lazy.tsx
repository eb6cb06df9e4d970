import { createLazyRoute } from '@tanstack/react-router';
import { IntroductionScreen } from '@/features/profile/components/introduction-screen';

export const Route = createLazyRoute('/_shell/StudentInstr')({ component: IntroductionScreen });

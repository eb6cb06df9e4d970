import { createLazyRoute } from '@tanstack/react-router';
import { EvaluateScreen } from '@/features/evaluation/components/evaluate-screen';

export const Route = createLazyRoute('/_shell/EvalStudent')({ component: EvaluateScreen });

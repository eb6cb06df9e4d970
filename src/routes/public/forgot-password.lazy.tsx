import { createLazyRoute } from '@tanstack/react-router';
import { ForgotPasswordScreen } from '@/features/auth/components/forgot-password-screen';

export const Route = createLazyRoute('/forgot-password')({ component: ForgotPasswordScreen });

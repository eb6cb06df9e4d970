import { createLazyRoute } from '@tanstack/react-router';
import { ChatScreen } from '@/features/chat/components/chat-screen';

export const Route = createLazyRoute('/_shell/chat')({ component: ChatScreen });

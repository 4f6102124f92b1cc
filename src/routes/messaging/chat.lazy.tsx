import { createLazyRoute } from '@tanstack/react-router';
import { ChatPage } from '@/features/messaging/chat/ChatPage';

export const Route = createLazyRoute('/m/chat')({ component: ChatPage });

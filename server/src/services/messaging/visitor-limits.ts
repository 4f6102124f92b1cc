import { ApiError } from '../../http/api-error';
import type { RateLimits } from '../accounts/rate-limits';

/**
 * How much an anonymous visitor may do from one address. A visitor's key is made up on the
 * device, so a flood is held back by the address: a few conversations an hour (each lands in
 * the support queue) and a steady conversation's worth of messages and pictures a minute.
 */
export const VISITOR_CHAT_LIMITS = {
  conversationsPerAddressPerHour: 3,
  messagesPerAddressPerMinute: 20,
  picturesPerAddressPerMinute: 10,
} as const;

/**
 * The visitors' brakes on the chat, counted in the database like the other abuse limits (so every
 * instance counts alike, and development tools spare the machine itself only outside production).
 * Each answers whether this one may go ahead; a refused attempt is not counted.
 */
export function createVisitorChatLimits(rateLimits: RateLimits) {
  const admit = async (kind: string, ip: string, limit: number, windowSeconds: number): Promise<boolean> => {
    try {
      await rateLimits.takeForAddress(kind, ip, limit, windowSeconds, 'Too many chat requests from this address');
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) return false;
      throw error;
    }
  };
  return {
    newConversation: (ip: string) => admit('chat-conversation', ip, VISITOR_CHAT_LIMITS.conversationsPerAddressPerHour, 3600),
    message: (ip: string) => admit('chat-message', ip, VISITOR_CHAT_LIMITS.messagesPerAddressPerMinute, 60),
    picture: (ip: string) => admit('chat-picture', ip, VISITOR_CHAT_LIMITS.picturesPerAddressPerMinute, 60),
  };
}

import { CHAT_VISITOR_HEADER, messagingCalls } from '@contract/messaging';
import { uploadImage } from '@/lib/upload-image';

/** Uploads one picture for the chat: a member by the session, a visitor by the device key the chat speaks with. */
export const uploadChatImage = (file: File, idempotencyKey: string, visitorKey: string | null) =>
  uploadImage(
    messagingCalls.uploadChatImage,
    file,
    file.name,
    idempotencyKey,
    () => undefined,
    visitorKey ? { [CHAT_VISITOR_HEADER]: visitorKey } : {},
  );

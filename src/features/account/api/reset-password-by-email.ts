import { accountCalls } from '@contract/account';
import { callApi } from '@/lib/api-client';

export const resetPasswordByEmail = (input: { username: string; resetCode: string; newPassword: string; confirmNewPassword: string }) =>
  callApi(accountCalls.resetPasswordByEmail, { ...input, username: input.username.trim(), resetCode: input.resetCode.trim() });

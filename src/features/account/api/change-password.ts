import { accountCalls } from '@contract/account';
import { callApi } from '@/lib/api-client';

export const changePassword = (input: { oldPassword?: string; newPassword: string; confirmNewPassword: string }) =>
  callApi(accountCalls.changePassword, input);

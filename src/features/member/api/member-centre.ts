import { memberCentreCalls, type MemberCentre, type RebateDue, type RebateRecord, type Reward } from '@contract/member-centre';
import type {
  InviteOverview,
  MissionsOverview,
  SecurityCenter,
  UplineTransfer,
  UplineTransferInfo,
  VipOverview,
} from '@contract/member-centre';
import { paymentCalls } from '@contract/payments';
import type { RecordRange } from '@contract/payments';
import { MODULE_ID_HEADER, TOKEN_HEADER } from '@contract/define';
import { ApiFailure, callApi } from '@/lib/api-client';
import { invalidate, queryOptions } from '@/lib/query/client';
import { useQuery } from '@/lib/query/use-query';
import { currentToken, sessionState } from '@/lib/session';
import { refreshBalance } from '@/lib/wallet';

/** Every member-centre read is keyed by its owner: another member on this device never sees the last one's. */
export const owner = () => sessionState.info?.userName ?? '';

/**
 * The member's profile facts (no balance). The member pages ask as their code arrives, before they
 * draw: an answer seconds old is theirs, so the overview is asked for once per visit.
 */
export const getMemberCentreQueryOptions = () =>
  queryOptions<MemberCentre>({
    key: ['memberCentre', 'overview', owner()],
    load: (signal) => callApi(memberCentreCalls.getMemberCentre, {}, { signal }),
    freshMs: 5_000,
  });
/** The overview; null while there is no session (a visitor's member page reads nothing). */
export const useMemberCentre = (loggedIn: boolean) => useQuery(loggedIn ? getMemberCentreQueryOptions() : null);

export const useVipOverview = () =>
  useQuery(
    queryOptions<VipOverview>({
      key: ['memberCentre', 'vip', owner()],
      load: (signal) => callApi(memberCentreCalls.getVipOverview, {}, { signal }),
    }),
  );

export const useRewards = () =>
  useQuery(
    queryOptions<{ list: Reward[]; unclaimed: number }>({
      key: ['memberCentre', 'rewards', owner()],
      load: (signal) => callApi(memberCentreCalls.getRewards, {}, { signal }),
    }),
  );

export const useRebateDue = () =>
  useQuery(
    queryOptions<RebateDue>({
      key: ['memberCentre', 'rebate', owner()],
      load: (signal) => callApi(memberCentreCalls.getRebateDue, {}, { signal }),
    }),
  );

export const useRebateRecords = (range: RecordRange) =>
  useQuery(
    queryOptions<{ list: RebateRecord[]; total: string }>({
      key: ['memberCentre', 'rebateRecords', owner(), range],
      load: (signal) => callApi(memberCentreCalls.getRebateRecords, { range }, { signal }),
    }),
  );

export const useUplineTransferInfo = () =>
  useQuery(
    queryOptions<UplineTransferInfo>({
      key: ['memberCentre', 'upline', owner()],
      load: (signal) => callApi(memberCentreCalls.getUplineTransferInfo, {}, { signal }),
    }),
  );

/** After money moved: the centre's reads, the records and the header's balance are asked again. */
export function moneyMoved(): void {
  invalidate(['memberCentre']);
  invalidate(['records']);
  refreshBalance().catch(() => undefined);
}

/** Claims one reward; the key makes a re-send after a lost answer the same claim. */
export async function claimReward(id: number, idempotencyKey: string): Promise<Reward> {
  const answer = await callApi(memberCentreCalls.claimReward, { id }, { idempotencyKey });
  moneyMoved();
  return answer.reward;
}

export async function claimRebate(idempotencyKey: string): Promise<RebateRecord> {
  const answer = await callApi(memberCentreCalls.claimRebate, {}, { idempotencyKey });
  moneyMoved();
  return answer.record;
}

export async function transferToUpline(
  input: { amount: string; paymentPassword: string },
  idempotencyKey: string,
): Promise<UplineTransfer> {
  const answer = await callApi(memberCentreCalls.transferToUpline, input, { idempotencyKey, timeoutMs: 20_000 });
  moneyMoved();
  return answer;
}

export const useSecurityCenter = () =>
  useQuery(
    queryOptions<SecurityCenter>({
      key: ['memberCentre', 'security', owner()],
      load: (signal) => callApi(memberCentreCalls.getSecurityCenter, {}, { signal }),
    }),
  );

const secured = () => invalidate(['memberCentre']);

/**
 * Sets the payment password: the first time after the login password, later after the current payment password;
 * with a bound mobile, also with the SMS code sent to it.
 */
export async function savePaymentPassword(currentPassword: string, newPaymentPassword: string, verificationCode?: string): Promise<void> {
  await callApi(paymentCalls.setPaymentPassword, {
    currentPassword,
    newPaymentPassword,
    ...(verificationCode ? { verificationCode } : {}),
  });
  secured();
}

/** Sends the payment password's SMS code to the member's bound mobile. */
export const sendPaymentPasswordCode = () => callApi(paymentCalls.sendPaymentPasswordCode, {});

export const sendBindMobileCode = (countryDialingCode: string, mobileNum: string) =>
  callApi(memberCentreCalls.sendBindMobileCode, { countryDialingCode, mobileNum });

export async function bindMobile(countryDialingCode: string, mobileNum: string, verificationCode: string): Promise<void> {
  await callApi(memberCentreCalls.bindMobile, { countryDialingCode, mobileNum, verificationCode });
  secured();
}

export const sendBindEmailCode = (email: string) => callApi(memberCentreCalls.sendBindEmailCode, { email });

export async function bindEmail(email: string, verificationCode: string): Promise<void> {
  await callApi(memberCentreCalls.bindEmail, { email, verificationCode });
  secured();
}

export const useInvite = () =>
  useQuery(
    queryOptions<InviteOverview>({
      key: ['memberCentre', 'invite', owner()],
      load: (signal) => callApi(memberCentreCalls.getInvite, {}, { signal }),
    }),
  );

/**
 * Sends a picture as the head icon: its bytes are the request body (the API client sends fields,
 * not files), with the same token and module-id headers; a refusal comes back as an ApiFailure.
 */
/** Where the platform answers, as the API client reads it from the build's settings. */
const PLATFORM_URL = (import.meta.env.VITE_PLATFORM_URL ?? '').replace(/\/$/, '');

export async function uploadHeadIcon(file: Blob): Promise<string> {
  const call = memberCentreCalls.uploadHeadIcon;
  const headers: Record<string, string> = { accept: 'application/json', [MODULE_ID_HEADER]: call.moduleId ?? 'COMM3' };
  const token = currentToken();
  if (token) headers[TOKEN_HEADER] = token;
  headers['content-type'] = file.type === 'image/png' || file.type === 'image/jpeg' ? file.type : 'application/octet-stream';
  let response: Response;
  try {
    response = await fetch(PLATFORM_URL + call.path, { method: call.method, headers, body: file, credentials: 'omit' });
  } catch {
    throw new ApiFailure('offline', 'network.offline', 'No Internet');
  }
  const envelope = (await response.json().catch(() => null)) as {
    success?: boolean;
    value?: { headIcon: string };
    errorCode?: string;
    message?: string;
  } | null;
  if (!envelope?.success || !envelope.value) {
    throw new ApiFailure('server', envelope?.errorCode ?? 'system.error', envelope?.message ?? 'Unknown error', response.status);
  }
  invalidate(['memberCentre']);
  return envelope.value.headIcon;
}

export const useMissions = () =>
  useQuery(
    queryOptions<MissionsOverview>({
      key: ['memberCentre', 'missions', owner()],
      load: (signal) => callApi(memberCentreCalls.getMissions, {}, { signal }),
    }),
  );

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberCentreCalls } from '@contract/member-centre';
import type * as ApiClient from '@/lib/api-client';
import { callApi } from '@/lib/api-client';
import { fetchQuery, forgetQueries } from '@/lib/query/client';
import { clearSession, setSession, type SessionInfo } from '@/lib/session';
import { getMemberCentreQueryOptions } from './member-centre';
import { prefetchMemberCentre } from './prefetch-member-centre';

vi.mock('@/lib/api-client', async (original) => ({ ...(await original<typeof ApiClient>()), callApi: vi.fn() }));
const api = vi.mocked(callApi);
const member: SessionInfo = { token: 't', merchantCode: 'TALA', userName: 'ana', type: 0, firstTimeLogin: false };
const overviewCalls = () => api.mock.calls.filter(([call]) => call === memberCentreCalls.getMemberCentre).length;
const overview = {
  account: 'ana',
  nickname: null,
  type: 0,
  regDate: '2026-01-01',
  daysSinceRegistration: 3,
  headIcon: null,
  vipName: 'VIP1',
  unclaimedRewards: 0,
  hasUpline: false,
};

describe('the member pages asking for the overview early', () => {
  beforeEach(async () => {
    await forgetQueries(['memberCentre']);
    api.mockReset();
    api.mockResolvedValue(overview);
  });
  afterEach(() => clearSession());

  it('asks once for a member, and the page drawn right after its answer uses it', async () => {
    setSession(member);
    prefetchMemberCentre();
    await fetchQuery(getMemberCentreQueryOptions());
    // The page draws once the answer is in: it reads the same answer, not the platform again.
    await fetchQuery(getMemberCentreQueryOptions());
    expect(overviewCalls()).toBe(1);
  });

  it('asks nothing for a visitor or a trial account', () => {
    prefetchMemberCentre();
    setSession({ ...member, type: 4 });
    prefetchMemberCentre();
    expect(overviewCalls()).toBe(0);
  });
});

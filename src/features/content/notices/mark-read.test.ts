import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/lib/api-client';
import { ApiFailure, callApi } from '@/lib/api-client';
import { clearSession, setSession } from '@/lib/session';
import { flushReadMarks, isMarkedRead, markRead, readMarks, resetReadMarks } from './mark-read';

vi.mock('@/lib/api-client', async (original) => ({ ...(await original<typeof ApiClient>()), callApi: vi.fn() }));
const api = vi.mocked(callApi);

const sentIds = () => api.mock.calls.map((call) => (call[1] as { announcementId: number }).announcementId);
const setOnline = (online: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

describe('marking announcements read', () => {
  beforeEach(() => {
    resetReadMarks();
    api.mockReset();
    api.mockResolvedValue({ announcementId: 0, read: true });
    setOnline(true);
    setSession({ token: 't', merchantCode: 'TALA', userName: 'ana', type: 0, firstTimeLogin: false });
  });
  afterEach(() => clearSession());

  it('marks locally at once and tells the platform once per notice', async () => {
    markRead('ana', 7);
    expect(isMarkedRead('ana', 7)).toBe(true);
    markRead('ana', 7);
    await vi.waitFor(() => expect(readMarks.pending).toEqual([]));
    expect(sentIds()).toEqual([7]);
  });

  it('keeps marks made offline and sends each exactly once when the device is back online', async () => {
    setOnline(false);
    markRead('ana', 1);
    markRead('ana', 2);
    await flushReadMarks();
    expect(api).not.toHaveBeenCalled();
    expect(readMarks.pending.map((mark) => mark.id)).toEqual([1, 2]);

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(readMarks.pending).toEqual([]));
    expect(sentIds()).toEqual([1, 2]);
  });

  it('keeps a mark whose call got no answer, and drops one the platform refused', async () => {
    api.mockRejectedValueOnce(new ApiFailure('offline', 'network', 'offline'));
    markRead('ana', 3);
    await vi.waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    await flushReadMarks();
    await vi.waitFor(() => expect(readMarks.pending).toEqual([]));
    expect(sentIds()).toEqual([3, 3]);

    api.mockRejectedValueOnce(new ApiFailure('http', 'request.notFound', 'gone', 404));
    markRead('ana', 4);
    await vi.waitFor(() => expect(readMarks.pending).toEqual([]));
    expect(isMarkedRead('ana', 4)).toBe(true);
  });

  it("sends a member's marks only under that member's session", async () => {
    setOnline(false);
    markRead('ben', 9);
    setOnline(true);
    await flushReadMarks();
    expect(api).not.toHaveBeenCalled();
    expect(readMarks.pending).toEqual([{ owner: 'ben', id: 9 }]);
  });
});

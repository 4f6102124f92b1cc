import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiFailure } from './api-client';
import { useResource } from './use-resource';

describe('useResource', () => {
  it('shows the loaded value, and keeps it when a later refresh fails', async () => {
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls === 2) throw new ApiFailure('server', 'system.error', 'boom', 500);
      return [`games ${calls}`];
    };
    const { result } = renderHook(() => useResource('test:keeps', load));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toEqual(['games 1']);

    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.data).toEqual(['games 1']);
    expect(result.current.failure?.kind).toBe('server');

    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toEqual(['games 3']);
  });

  it('reports a failure with nothing to show, and a retry recovers', async () => {
    let fail = true;
    const load = async () => {
      if (fail) throw new ApiFailure('offline', 'network.offline', 'No Internet');
      return 'ok';
    };
    const { result } = renderHook(() => useResource('test:recovers', load));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.data).toBeUndefined();
    expect(result.current.failure?.kind).toBe('offline');
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.data).toBe('ok'));
  });

  it('offers the last good answer kept in IndexedDB before the network answers', async () => {
    const first = renderHook(() => useResource('test:persisted', async () => 'from network', { persist: true }));
    await waitFor(() => expect(first.result.current.data).toBe('from network'));
    first.unmount();
    // Give the IndexedDB write a moment, then start as a fresh visit would (no memory of the first answer).
    await new Promise((resolve) => setTimeout(resolve, 20));
    const { forgetResources } = await import('./use-resource');
    forgetResources('test:persisted');
    let release: (value: string) => void = () => undefined;
    const pending = new Promise<string>((resolve) => {
      release = resolve;
    });
    const second = renderHook(() => useResource('test:persisted', () => pending, { persist: true }));
    await waitFor(() => expect(second.result.current.data).toBe('from network'));
    expect(second.result.current.status).toBe('loading');
    await act(async () => release('fresh'));
    await waitFor(() => expect(second.result.current.data).toBe('fresh'));
  });

  it('shows the stored answer when the network fails (offline) before storage is read', async () => {
    const first = renderHook(() => useResource('test:offline', async () => 'kept', { persist: true }));
    await waitFor(() => expect(first.result.current.data).toBe('kept'));
    first.unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const { forgetResources } = await import('./use-resource');
    forgetResources('test:offline');
    const offline = async () => {
      throw new ApiFailure('offline', 'network.offline', 'No Internet');
    };
    const { result } = renderHook(() => useResource('test:offline', offline, { persist: true }));
    await waitFor(() => expect(result.current.data).toBe('kept'));
    expect(result.current.status).toBe('error');
    expect(result.current.failure?.kind).toBe('offline');
  });

  it('loads nothing for a null key', () => {
    const { result } = renderHook(() => useResource(null, async () => 'never'));
    expect(result.current.data).toBeUndefined();
  });
});

import { accountCalls, type KeptSignIn } from '@contract/account';
import { callApi } from '@/lib/api-client';
import { invalidate, queryOptions } from '@/lib/query/client';
import { useQuery } from '@/lib/query/use-query';
import { setKeepsSignIn } from '@/lib/session';
import { owner } from './member-centre';

/** The devices that keep the member signed in, this one marked. */
export const useKeptSignIns = () =>
  useQuery(
    queryOptions<{ devices: KeptSignIn[] }>({
      key: ['memberCentre', 'keptSignIns', owner()],
      load: (signal) => callApi(accountCalls.getKeptSignIns, {}, { signal }),
    }),
  );

/**
 * Signs a device out. Another device is signed out at once; this one keeps the session open now
 * and asks for a login the next time the app opens.
 */
export async function forgetKeptSignIn(device: KeptSignIn): Promise<void> {
  await callApi(accountCalls.forgetKeptSignIn, { id: device.id });
  if (device.thisDevice) setKeepsSignIn(false);
  invalidate(['memberCentre', 'keptSignIns']);
}

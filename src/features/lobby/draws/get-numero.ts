import { lotteryCalls, type Numero } from '@contract/lottery';
import { callApi } from '@/lib/api-client';
import { queryOptions } from '@/lib/query/client';
import { useQuery } from '@/lib/query/use-query';

export const NUMERO_KEY = ['numero'] as const;

/** Each lottery the platform draws itself, with the number of its next draw. */
export const useNumero = () =>
  useQuery(queryOptions<{ list: Numero[] }>({ key: NUMERO_KEY, load: (signal) => callApi(lotteryCalls.getNumero, {}, { signal }) }));

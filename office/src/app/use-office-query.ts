import { useCallback, useEffect, useState } from 'react';
import type { OfficeCallDef, OfficeCallRequest, OfficeCallValue } from '@contract/back-office/define';
import { callOffice, OfficeError } from './api';

export interface OfficeQuery<T> {
  data: T | undefined;
  error: OfficeError | null;
  loading: boolean;
  /** Asks again (after a change the room made). */
  reload: () => void;
}

/** Reads one back-office call and reads it again when its input changes or `reload` is called. */
export function useOfficeQuery<C extends OfficeCallDef>(call: C, input: OfficeCallRequest<C>): OfficeQuery<OfficeCallValue<C>> {
  const key = JSON.stringify(input);
  const [round, setRound] = useState(0);
  const [state, setState] = useState<{ key: string; data?: OfficeCallValue<C>; error: OfficeError | null; loading: boolean }>({
    key: '',
    error: null,
    loading: true,
  });
  useEffect(() => {
    let live = true;
    setState((previous) => ({ ...previous, loading: true }));
    callOffice(call, JSON.parse(key) as OfficeCallRequest<C>).then(
      (data) => live && setState({ key, data, error: null, loading: false }),
      (error: unknown) =>
        live &&
        setState({
          key,
          error: error instanceof OfficeError ? error : new OfficeError(0, 'office.unreachable', String(error)),
          loading: false,
        }),
    );
    return () => {
      live = false;
    };
  }, [call, key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}

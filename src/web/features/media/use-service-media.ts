import { useCallback, useEffect, useState } from 'react';
import type { ServiceMedia } from '../../../domain/media/media';
import { useApi } from '../../store/use-api';
import { getServiceMedia } from './api/media';

export type MediaState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; media: ServiceMedia };

/** The logo and photos of one service, loaded once and replaced by each call's answer. */
export function useServiceMedia(serviceId: number) {
  const api = useApi();
  const [state, setState] = useState<MediaState>({ kind: 'loading' });
  const load = useCallback(() => {
    setState({ kind: 'loading' });
    api((client) => getServiceMedia(client, serviceId)).then(
      (media) => setState({ kind: 'ready', media }),
      () => setState({ kind: 'failed' }),
    );
  }, [api, serviceId]);
  useEffect(load, [load]);
  const replace = useCallback((media: ServiceMedia) => setState({ kind: 'ready', media }), []);
  return { state, load, replace, api };
}

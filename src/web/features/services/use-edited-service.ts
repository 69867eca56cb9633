import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fetchService } from './services-thunks';

export type EditedServiceStatus = 'loading' | 'ready' | 'missing' | 'failed';

/** The service being edited, read afresh when its id changes: `missing` when the server answers 404. */
export function useEditedService(serviceId: number) {
  const dispatch = useAppDispatch();
  const service = useAppSelector((s) => (s.service.currentService?.id === serviceId ? s.service.currentService : null));
  const [status, setStatus] = useState<EditedServiceStatus>('loading');

  const load = () => {
    setStatus('loading');
    void dispatch(fetchService(serviceId)).then((result) => {
      if (fetchService.fulfilled.match(result)) return setStatus('ready');
      setStatus(result.payload?.status === 404 ? 'missing' : 'failed');
    });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: load reads the service id, the only input
  useEffect(load, [serviceId]);
  return { service, status, load };
}

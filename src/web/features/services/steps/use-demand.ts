import { useEffect, useState } from 'react';
import type { DemandResponse } from '../../../../domain/services/demand.types';
import { useApi } from '../../../store/use-api';
import { fetchDemand } from '../api/services';

/** The demand of the last 30 days in the pro's categories, read once for the table or the heatmap. */
export function useDemand(): { demand: DemandResponse | null; failed: boolean } {
  const api = useApi();
  const [demand, setDemand] = useState<DemandResponse | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    api(fetchDemand).then(
      (answer) => live && setDemand(answer),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api]);
  return { demand, failed };
}

import { useCallback } from 'react';
import { useAppSelector } from '../../store/hooks';
import { downloadName, type TotalsQuery, totalsCsvPath } from './api/finance';

export type DownloadOutcome = 'saved' | 'session' | 'failed';

/**
 * Downloads the totals CSV. The API wants its key in a header, which a plain link cannot send,
 * so the file is fetched with the console cookie and the key, then saved through an object URL
 * under the name the server gives it.
 */
export function useTotalsCsvDownload(): (query: TotalsQuery) => Promise<DownloadOutcome> {
  const { apiBase, apiKey } = useAppSelector((s) => s.app);
  return useCallback(
    async (query: TotalsQuery) => {
      let response: Response;
      try {
        response = await globalThis.fetch(`${apiBase}${totalsCsvPath(query)}`, { headers: { 'X-Api-Key': apiKey, Accept: 'text/csv' }, credentials: 'include' });
      } catch {
        return 'failed';
      }
      if (response.status === 403) return 'session';
      if (!response.ok) return 'failed';
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = downloadName(response.headers.get('content-disposition'), `finance-totals-${query.period}-${query.from}_${query.to}.csv`);
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
      return 'saved';
    },
    [apiBase, apiKey],
  );
}

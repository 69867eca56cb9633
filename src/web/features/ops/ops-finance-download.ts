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
  const download = useCsvDownload();
  return useCallback((query: TotalsQuery) => download(totalsCsvPath(query), `finance-totals-${query.period}-${query.from}_${query.to}.csv`), [download]);
}

/** Downloads a console CSV at `path` (under the API base), saved under the server's file name or `fallback`. */
export function useCsvDownload(): (path: string, fallback: string) => Promise<DownloadOutcome> {
  const { apiBase, apiKey } = useAppSelector((s) => s.app);
  return useCallback(
    async (path: string, fallback: string) => {
      let response: Response;
      try {
        response = await globalThis.fetch(`${apiBase}${path}`, { headers: { 'X-Api-Key': apiKey, Accept: 'text/csv' }, credentials: 'include' });
      } catch {
        return 'failed';
      }
      if (response.status === 403) return 'session';
      if (!response.ok) return 'failed';
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = downloadName(response.headers.get('content-disposition'), fallback);
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
      return 'saved';
    },
    [apiBase, apiKey],
  );
}

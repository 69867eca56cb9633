import { useCallback } from 'react';
import { ApiError, type FieldError, NETWORK_ERROR_KEY, SESSION_GONE_STATUS } from '../../api/client';
import { sessionGone } from '../../store/session-actions';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

export interface UploadOptions {
  /** 0 to 1 as the bytes leave the browser. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

function errorOf(status: number, body: Record<string, unknown> | undefined): ApiError {
  const fields = Array.isArray(body?.fields) ? (body.fields as FieldError[]) : [];
  const message = typeof body?.message === 'string' ? body.message : '';
  const code = typeof body?.error === 'string' || typeof body?.error === 'number' ? body.error : status;
  return new ApiError({ kind: 'server', status, code, message, fields, ...(message ? {} : { messageKey: 'errors>unknown' }) });
}

/**
 * POSTs a multipart form like the API client does (same headers, same envelope, a 403 ends the
 * session) but through XMLHttpRequest, the one browser API that reports upload progress.
 */
export function useUploadWithProgress(): <T>(path: string, form: FormData, options: UploadOptions) => Promise<T> {
  const dispatch = useAppDispatch();
  const { apiBase, apiKey } = useAppSelector((s) => s.app);
  return useCallback(
    <T,>(path: string, form: FormData, { onProgress, signal }: UploadOptions) =>
      new Promise<T>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', `${apiBase}${path}`);
        xhr.withCredentials = true;
        xhr.setRequestHeader('X-Api-Key', apiKey);
        xhr.setRequestHeader('Accept-Language', 'zh-TW');
        xhr.setRequestHeader('Accept', 'application/json');
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
        };
        xhr.onerror = () => reject(new ApiError({ kind: 'network', status: 0, code: 'network', message: '', messageKey: NETWORK_ERROR_KEY }));
        xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
        xhr.onload = () => {
          let body: Record<string, unknown> | undefined;
          try {
            body = JSON.parse(xhr.responseText) as Record<string, unknown>;
          } catch {
            body = undefined;
          }
          if (xhr.status === SESSION_GONE_STATUS) {
            dispatch(sessionGone());
            reject(new ApiError({ kind: 'session', status: 403, code: 'invalid token', message: '' }));
            return;
          }
          if (xhr.status >= 200 && xhr.status < 300 && body?.status === 'Success') {
            onProgress(1);
            const { status: _status, ...payload } = body;
            resolve(payload as T);
            return;
          }
          reject(errorOf(xhr.status, body));
        };
        signal?.addEventListener('abort', () => xhr.abort(), { once: true });
        xhr.send(form);
      }),
    [apiBase, apiKey, dispatch],
  );
}

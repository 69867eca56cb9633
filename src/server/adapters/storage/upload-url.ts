import { UPLOADS_URL_PATH } from './disk-storage';

/**
 * A stored upload as the API gives it. The storages write the URL pages use: site-relative for
 * files this server keeps (`/uploads/...`, `/private-files/...`), absolute for a bucket's or
 * CDN's. Only a bare path (`photos/a.jpg`, from rows older than that) gets the uploads path.
 */
export function uploadUrl(stored: string): string;
export function uploadUrl(stored: string | null): string | null;
export function uploadUrl(stored: string | null): string | null {
  if (!stored) return null;
  if (/^https?:\/\//.test(stored) || stored.startsWith('/')) return stored;
  return `${UPLOADS_URL_PATH}/${stored}`;
}

/** An upload's URL for a reader outside the site (an e-mail): site-relative ones start at PUBLIC_URL. */
export function absoluteUrl(publicUrl: string, url: string): string {
  return url.startsWith('/') ? `${publicUrl}${url}` : url;
}

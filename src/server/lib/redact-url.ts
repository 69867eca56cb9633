/** What stands in a logged URL for a secret: a token, a link hash or a code. */
export const REDACTED = '[redacted]';

// Query parameters that carry a session, a link hash or a one-time code.
const SECRET_PARAMS = new Set(['token', 'hash', 'code', 'access_token', 'id_token', 'session_token', 'verify_code', 'state']);

// Path segments that are secrets, by the route they belong to (pages and API alike).
const SECRET_PATHS: [RegExp, string][] = [
  // Reset links, and the page that names the address a reset went to.
  [/\/resetpass\/(?:email\/)?[^/?#]+/g, `/resetpass/${REDACTED}`],
  // Activation links: the user id may stay, the hash not.
  [/\/(activate|users\/activation)\/([^/?#]+)\/[^/?#]+/g, `/$1/$2/${REDACTED}`],
  // Guest links to a request or a quote, and pay-by-link orders (the page, maybe under a
  // language prefix, and its API; not other routes that merely contain a payment segment).
  [/\/(quote_requests\/hash|quote_bids\/hash|purchases\/payment)\/[^/?#]+/g, `/$1/${REDACTED}`],
  [/^((?:\/[a-z]{2}(?:-[A-Za-z]{2,4})?)?)\/payment\/[^/?#]+/, `$1/payment/${REDACTED}`],
  // A safety payment's guest link: its API and its page.
  [/\/(third_party_payments\/hash|guest\/safety-payment)\/[^/?#]+/g, `/$1/${REDACTED}`],
  // Review invitations: the page and its API.
  [/\/(review\/service|quote_feedbacks\/invite)\/(\d+)\/[^/?#]+/g, `/$1/$2/${REDACTED}`],
];

/** The URL as it may be logged: secret path segments and query parameters replaced. */
export function redactUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const [pattern, replacement] of SECRET_PATHS) path = path.replace(pattern, replacement);
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq === -1 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '));
      } catch {
        // A malformed escape: judge the name as written.
      }
      return SECRET_PARAMS.has(name.toLowerCase()) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

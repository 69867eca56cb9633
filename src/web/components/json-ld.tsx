import { ldJson } from '../lib/structured-data';

/** Structured data for search engines; a data block, so the CSP does not apply to it. */
export function JsonLd({ data }: { data: object }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with < escaped (ldJson), never markup.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: ldJson(data) }} />;
}

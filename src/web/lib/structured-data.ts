/** schema.org data for the public pages, built from what the page shows. */

export interface LdCrumb {
  label: string;
  /** Absent for the current page, which is then `currentPath`. */
  to?: string;
}

/** BreadcrumbList with absolute URLs, the last crumb being the page itself. */
export function breadcrumbListLd(items: readonly LdCrumb[], publicUrl: string, currentPath: string) {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: `${base}${item.to ?? currentPath}`,
    })),
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so the text cannot close the element. */
export function ldJson(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

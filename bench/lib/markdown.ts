/** A GitHub-flavoured markdown table; columns listed in rightAligned are right-aligned. */
export function markdownTable(headers: string[], rows: string[][], rightAligned: number[] = []): string {
  const rule = headers.map((_, i) => (rightAligned.includes(i) ? '---:' : '---'));
  return [headers, rule, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

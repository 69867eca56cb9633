import type { ReactNode } from 'react';

/**
 * The console's table: a scrolling wrap, one header cell per column key (its text from
 * `heading`), and the rows the caller draws. On narrow screens the rows stack, each cell
 * labelled by its `data-label`, so callers give each cell the same `heading(key)`.
 */
export function OpsTable({ columns, heading, className, children }: { columns: readonly string[]; heading: (key: string) => string; className?: string; children: ReactNode }) {
  return (
    <div className="ops-table-wrap">
      <table className={className ? `ops-table ${className}` : 'ops-table'}>
        <thead>
          <tr>
            {columns.map((key) => (
              <th scope="col" key={key}>
                {heading(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

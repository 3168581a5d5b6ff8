/** One column: its heading, and how a row shows in it. */
export type Column<Row> = {
  header: string;
  cell: (row: Row) => React.ReactNode;
  /** Extra classes for the cells, such as "text-right" for a column of actions. */
  className?: string;
};

/**
 * The dashboard's list table. From 640 px up it is a table; below, each row becomes a stack
 * of "heading: value" lines, so nothing hides off-screen and nothing needs sideways scrolling.
 */
export function Table<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowProps,
}: {
  /** Names the table for screen readers. */
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  rowProps?: (row: Row) => React.HTMLAttributes<HTMLTableRowElement> & { "data-testid"?: string };
}) {
  return (
    <div className="-mx-5">
      <table className="w-full text-left text-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs uppercase tracking-wide text-slate-600 max-sm:sr-only">
          <tr>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed per table; the index tells apart columns without a header
              <th
                key={`${column.header}-${index}`}
                scope="col"
                className={`px-3 py-2 font-medium first:pl-5 last:pr-5 ${column.className ?? ""}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 max-sm:block">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              {...rowProps?.(row)}
              className={`max-sm:block max-sm:px-5 max-sm:py-3 ${rowProps?.(row).className ?? ""}`}
            >
              {columns.map((column, index) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed per table; the index tells apart columns without a header
                  key={`${column.header}-${index}`}
                  className={`px-3 py-3 align-middle first:pl-5 last:pr-5 max-sm:flex max-sm:min-w-0 max-sm:items-baseline max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1 ${column.className ?? ""}`}
                >
                  {column.header ? (
                    <span className="shrink-0 text-xs font-medium uppercase tracking-wide text-slate-600 sm:hidden">{column.header}</span>
                  ) : null}
                  <span className="min-w-0 max-sm:break-words max-sm:text-right">{column.cell(row)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import Link from "next/link";
import { CopyButton } from "./copy-button";
export { DateText } from "./date-text";
import { EmptyState, ErrorState, LoadingState } from "./states";
import { TruncatedText } from "./truncated-text";

/** One column: its heading, and how a row shows in it. */
export type Column<Row> = {
  header: string;
  cell: (row: Row) => React.ReactNode;
  /**
   * The column's share of a wide table ("18%", "9rem"). Columns without one share what is
   * left. A column of truncated values needs one: it is what the value is cut to.
   */
  width?: string;
  /** Numbers: right-aligned, in tabular figures, so digits line up. */
  align?: "end";
  /** Never wraps (dates, durations, short codes). */
  nowrap?: boolean;
  /** The cell's content is cut with an ellipsis (TruncatedText) rather than wrapped: the cell may not widen the table. */
  truncate?: boolean;
  /** Left out of the stacked rows (phones): a detail the row's own page shows, to keep the list short. */
  hideWhenStacked?: boolean;
  /** Extra classes for the cells. */
  className?: string;
};

/**
 * The dashboard's list table (styles: .data-table in app/globals.css). Where its card is wide
 * enough it is a table; narrower (phones, and wide tables beside the sidebar on a tablet),
 * each row becomes a stack of "label value" lines, labels in one column and values in the
 * next, so nothing hides off-screen and nothing needs sideways scrolling. It decides by the
 * card's width (a container query), not the screen's: a nine-column table needs more room
 * than a four-column one.
 *
 * Loading, error and empty states are part of it, so every list shows them the same way.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowProps,
  stackBelow = "narrow",
  loading,
  error,
  onRetry,
  empty,
}: {
  /** Names the table for screen readers. */
  caption: string;
  columns: Column<Row>[];
  /** Undefined while loading. */
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  rowProps?: (row: Row) => React.HTMLAttributes<HTMLTableRowElement> & { "data-testid"?: string };
  /** "narrow": stacked below a 40rem card; "wide": below 60rem (tables of eight columns and more). */
  stackBelow?: "narrow" | "wide";
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Shown when there are no rows (an EmptyState). */
  empty?: React.ReactNode;
}) {
  if (error) return <ErrorState error={error} onRetry={onRetry} />;
  if (loading || rows === undefined) return <LoadingState />;
  if (rows.length === 0) return empty ? empty : <EmptyState title="Nothing here yet" />;
  return (
    <div className="data-table-frame">
      <table className="data-table" data-stack={stackBelow}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed per table; the index tells apart columns without a header
                key={`${column.header}-${index}`}
                scope="col"
                style={column.width ? { width: column.width } : undefined}
                data-align={column.align}
              >
                {column.header ? column.header : <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column, index) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed per table; the index tells apart columns without a header
                  key={`${column.header}-${index}`}
                  data-align={column.align}
                  data-nowrap={column.nowrap ? "" : undefined}
                  data-truncate={column.truncate ? "" : undefined}
                  data-label={column.header ? undefined : "none"}
                  data-stacked={column.hideWhenStacked ? "hide" : undefined}
                  className={column.className}
                >
                  {column.header ? <span className="data-table-label">{column.header}</span> : null}
                  <div className="data-table-value">{column.cell(row)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const ID_LINK =
  "block min-w-0 truncate rounded-sm text-left font-mono text-xs text-accent-fg underline underline-offset-2 focus:whitespace-normal focus:wrap-anywhere focus:outline-none focus-visible:ring-2 focus-visible:ring-focus";

/**
 * An id (or key prefix) in monospace, cut to its cell with the whole value on hover and
 * focus, and a copy button. With `href` it is a link, with `onClick` a button (opens a detail).
 */
export function IdText({
  value,
  display = value,
  label = "id",
  href,
  onClick,
  title,
}: {
  value: string;
  display?: string;
  label?: string;
  href?: string;
  onClick?: () => void;
  title?: string;
}) {
  return (
    // data-volatile: differs from run to run; the screenshot tests mask it.
    <span className="flex min-w-0 items-center gap-1" data-volatile>
      {href ? (
        <Link href={href} title={title ?? value} className={ID_LINK}>
          {display}
        </Link>
      ) : onClick ? (
        <button type="button" onClick={onClick} title={title ?? value} className={ID_LINK}>
          {display}
        </button>
      ) : (
        <TruncatedText value={display} lines={1} className="font-mono text-xs" />
      )}
      <CopyButton value={value} label={`Copy ${label}`} compact />
    </span>
  );
}

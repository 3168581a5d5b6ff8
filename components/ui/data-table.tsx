/**
 * The dashboard's list table: column headings, row dividers, and horizontal scrolling on a
 * narrow screen instead of squeezed columns. Rows come as children.
 */
export function DataTable({ columns, minWidthClass, children }: { columns: string[]; minWidthClass: string; children: React.ReactNode }) {
  return (
    <div className="-mx-5 overflow-x-auto">
      <table className={`w-full ${minWidthClass} text-left text-sm`}>
        <thead className="text-xs uppercase tracking-wide text-slate-500">
          <tr>
            {columns.map((column, index) => (
              <th key={`${column}-${index}`} className="px-5 py-2 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

import type { SchemaView } from "./types";

function typeLabel(schema: SchemaView): string {
  if (schema.$ref) return schema.$ref.split("/").pop() ?? "object";
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  const type = Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? "any");
  if (type === "array" && schema.items) return `${typeLabel(schema.items)}[]`;
  return schema.format ? `${type} (${schema.format})` : type;
}

/** The fields of one object schema: name, type, whether required, and the rules in words. */
export function SchemaTable({ schema }: { schema: SchemaView }) {
  const required = new Set(schema.required ?? []);
  const rows = Object.entries(schema.properties ?? {});
  if (rows.length === 0) return <p className="text-sm text-slate-500">{typeLabel(schema)}</p>;
  return (
    // Long patterns and descriptions scroll inside the table on a narrow screen, not the page.
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-xs uppercase text-slate-400">
          <tr>
            <th className="py-1 pr-4 font-medium">Field</th>
            <th className="py-1 pr-4 font-medium">Type</th>
            <th className="py-1 font-medium">Notes</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map(([name, field]) => (
            <tr key={name} className="align-top">
              <td className="py-1.5 pr-4 font-mono text-xs">
                {name}
                {required.has(name) ? <span className="ml-1 text-rose-600">*</span> : null}
              </td>
              <td className="py-1.5 pr-4 font-mono text-xs text-slate-600">{typeLabel(field)}</td>
              <td className="py-1.5 text-slate-600">
                {[
                  field.description,
                  field.pattern ? `pattern ${field.pattern}` : undefined,
                  field.default !== undefined ? `default ${JSON.stringify(field.default)}` : undefined,
                  field.minimum !== undefined && field.maximum !== undefined ? `${field.minimum}–${field.maximum}` : undefined,
                  field.example !== undefined ? `e.g. ${JSON.stringify(field.example)}` : undefined,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

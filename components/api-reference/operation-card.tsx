import { SchemaTable } from "./schema-table";
import type { OperationView, SchemaView } from "./types";

const METHOD_COLOURS: Record<string, string> = {
  get: "bg-sky-100 text-sky-800",
  post: "bg-emerald-100 text-emerald-800",
  put: "bg-amber-100 text-amber-800",
  delete: "bg-rose-100 text-rose-800",
};

function curlExample(method: string, path: string, body: SchemaView | undefined, schemas: Record<string, SchemaView>): string {
  const url = `$BASE_URL/api/v1${path.replace("{id}", "asst_…")}`;
  const lines = [`curl -X ${method.toUpperCase()} "${url}"`, `  -H "Authorization: Bearer $API_KEY"`];
  const resolved = body?.$ref ? schemas[body.$ref.split("/").pop() ?? ""] : body;
  if (resolved?.properties) {
    const example = Object.fromEntries(
      Object.entries(resolved.properties)
        .filter(([name, field]) => field.example !== undefined && (resolved.required?.includes(name) || method === "post"))
        .map(([name, field]) => [name, field.example]),
    );
    lines.push(`  -H "Content-Type: application/json"`, `  -d '${JSON.stringify(method === "put" ? { name: example.name ?? "New name" } : example)}'`);
  }
  return lines.join(" \\\n");
}

export function OperationCard({
  method,
  path,
  operation,
  schemas,
}: {
  method: string;
  path: string;
  operation: OperationView;
  schemas: Record<string, SchemaView>;
}) {
  const body = operation.requestBody?.content["application/json"]?.schema;
  const bodySchema = body?.$ref ? schemas[body.$ref.split("/").pop() ?? ""] : body;
  return (
    <section id={operation.operationId} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <header className="border-b border-slate-100 px-5 py-4">
        <div className="flex flex-wrap items-center gap-3">
          <span className={`rounded px-2 py-0.5 font-mono text-xs font-bold uppercase ${METHOD_COLOURS[method] ?? "bg-slate-100"}`}>{method}</span>
          <code className="font-mono text-sm">/api/v1{path}</code>
          <span className="text-sm font-semibold">{operation.summary}</span>
        </div>
        {operation.description ? <p className="mt-2 whitespace-pre-line text-sm text-slate-600">{operation.description}</p> : null}
      </header>
      <div className="space-y-4 px-5 py-4">
        {operation.parameters?.length ? (
          <div>
            <h3 className="mb-1 text-xs font-semibold uppercase text-slate-400">Parameters</h3>
            <SchemaTable
              schema={{
                properties: Object.fromEntries(
                  operation.parameters.map((parameter) => [
                    `${parameter.name} (${parameter.in})`,
                    { ...parameter.schema, description: parameter.description ?? parameter.schema.description },
                  ]),
                ),
                required: operation.parameters.filter((p) => p.required).map((p) => `${p.name} (${p.in})`),
              }}
            />
          </div>
        ) : null}
        {bodySchema ? (
          <div>
            <h3 className="mb-1 text-xs font-semibold uppercase text-slate-400">JSON body</h3>
            <SchemaTable schema={bodySchema} />
          </div>
        ) : null}
        <div>
          <h3 className="mb-1 text-xs font-semibold uppercase text-slate-400">Responses</h3>
          <ul className="space-y-1 text-sm">
            {Object.entries(operation.responses).map(([status, response]) => (
              <li key={status} className="flex gap-3">
                <code className={`font-mono ${status.startsWith("2") ? "text-emerald-700" : "text-rose-700"}`}>{status}</code>
                <span className="text-slate-600">{response.description}</span>
              </li>
            ))}
          </ul>
        </div>
        <pre className="overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100">{curlExample(method, path, body, schemas)}</pre>
      </div>
    </section>
  );
}

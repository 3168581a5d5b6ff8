import { TextWithCode } from "@/components/webhook-events/text-with-code";

type Operation = { summary?: string; description?: string; tags?: string[]; operationId?: string };
type PathItem = Record<string, Operation>;
/** The parts of an OpenAPI 3.1 document the outline reads. */
export type OutlineDocument = {
  tags?: { name: string; description?: string }[];
  paths?: Record<string, PathItem>;
  webhooks?: Record<string, PathItem>;
};

type Entry = { method: string; target: string; summary: string; description?: string };

const METHODS = ["get", "post", "put", "patch", "delete"];
const METHOD_TONE: Record<string, string> = {
  GET: "bg-info-soft text-info",
  POST: "bg-success-soft text-success",
  PUT: "bg-warning-soft text-warning",
  PATCH: "bg-warning-soft text-warning",
  DELETE: "bg-danger-soft text-danger",
};

const headingId = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

/** The first paragraph of a description: the outline is a table of contents, not the reference. */
const firstParagraph = (text?: string) => text?.split(/\n\s*\n/)[0].replace(/\s*\n\s*/g, " ");

/** Operations (and webhooks) grouped by their first tag, in the document's tag order. */
function groupByTag(document: OutlineDocument): { name: string; description?: string; entries: Entry[] }[] {
  const groups = new Map<string, Entry[]>();
  const add = (items: Record<string, PathItem> | undefined, webhook: boolean) => {
    for (const [target, item] of Object.entries(items ?? {})) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const tag = operation.tags?.[0] ?? "Other";
        groups.set(tag, [
          ...(groups.get(tag) ?? []),
          {
            method: webhook ? "POST" : method.toUpperCase(),
            target,
            summary: operation.summary ?? target,
            description: firstParagraph(operation.description),
          },
        ]);
      }
    }
  };
  add(document.paths, false);
  add(document.webhooks, true);
  const order = (document.tags ?? []).map((tag) => tag.name);
  return [...groups]
    .sort(([a], [b]) => (order.indexOf(a) === -1 ? Infinity : order.indexOf(a)) - (order.indexOf(b) === -1 ? Infinity : order.indexOf(b)))
    .map(([name, entries]) => ({
      name,
      description: firstParagraph(document.tags?.find((tag) => tag.name === name)?.description),
      entries,
    }));
}

/**
 * Every operation and webhook of the document, by tag, as plain server-rendered HTML: what the
 * page shows before (and without) the interactive reference, at no JavaScript cost.
 */
export function ApiOutline({ document }: { document: OutlineDocument }) {
  return (
    <div className="divide-y divide-border">
      {groupByTag(document).map((group) => (
        <section key={group.name} aria-labelledby={headingId(group.name)} className="px-4 py-5 md:px-6">
          <h2 id={headingId(group.name)} className="text-base font-semibold text-fg">
            {group.name}
          </h2>
          {group.description ? (
            <p className="mt-1 text-sm text-muted">
              <TextWithCode text={group.description} />
            </p>
          ) : null}
          <ul className="mt-3 space-y-3">
            {group.entries.map((entry) => (
              <li key={`${entry.method} ${entry.target}`} className="text-sm">
                <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                  <span
                    className={`w-16 shrink-0 rounded px-1.5 py-0.5 text-center font-mono text-xs font-semibold ${METHOD_TONE[entry.method] ?? ""}`}
                  >
                    {entry.method}
                  </span>
                  <code className="break-all font-mono text-fg">{entry.target}</code>
                  {/* A webhook's summary is its event type, already shown as the target. */}
                  {entry.summary !== entry.target ? <span className="text-fg-soft">{entry.summary}</span> : null}
                </div>
                {entry.description ? (
                  <p className="mt-1 text-muted md:pl-[4.5rem]">
                    <TextWithCode text={entry.description} />
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

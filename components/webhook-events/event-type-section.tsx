import type { EventTypeDescription } from "@/lib/webhooks/describe-event-types";
import { CodeBlock } from "./code-block";
import { TextWithCode } from "./text-with-code";

/** One event type: when it is sent, its data fields, and an example envelope. */
export function EventTypeSection({ event }: { event: EventTypeDescription }) {
  return (
    <section
      id={event.type}
      aria-labelledby={`${event.type}-title`}
      className="scroll-mt-6 rounded-xl border border-border bg-surface shadow-sm"
    >
      <header className="border-b border-divider px-5 py-4">
        <h2 id={`${event.type}-title`} className="font-mono text-base font-semibold text-accent-fg">
          {event.type}
        </h2>
        <p className="mt-1 text-sm text-muted">
          <TextWithCode text={event.description} />
        </p>
      </header>
      <div className="grid gap-6 px-5 py-4 lg:grid-cols-2">
        <div className="min-w-0">
          <h3 className="mb-2 text-sm font-medium text-fg-soft">Data fields</h3>
          <dl className="divide-y divide-divider text-sm">
            {event.fields.map((field) => (
              <div key={field.name} className="py-2">
                <dt className="flex flex-wrap items-baseline gap-x-2">
                  <code className="font-mono text-sm font-semibold text-fg">data.{field.name}</code>
                  <span className="font-mono text-xs text-muted">{field.type}</span>
                </dt>
                {field.description ? (
                  <dd className="mt-0.5 text-muted">
                    <TextWithCode text={field.description} />
                  </dd>
                ) : null}
              </div>
            ))}
          </dl>
        </div>
        <CodeBlock title="Example envelope" code={JSON.stringify(event.example, null, 2)} />
      </div>
    </section>
  );
}

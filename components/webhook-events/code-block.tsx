import { CopyButton } from "@/components/ui/copy-button";

/** A titled, copyable block of code that scrolls inside itself on a narrow screen. */
export function CodeBlock({ title, code }: { title: string; code: string }) {
  return (
    <figure className="min-w-0">
      <figcaption className="mb-2 flex items-center justify-between gap-3 text-sm font-medium text-fg-soft">
        {title}
        <CopyButton value={code} label="Copy" />
      </figcaption>
      {/* Focusable so keyboard users can scroll it. */}
      <pre
        tabIndex={0}
        className="overflow-x-auto rounded-lg bg-code p-4 text-xs leading-relaxed text-code-fg focus:outline-none focus-visible:ring-2 focus-visible:ring-focus"
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}

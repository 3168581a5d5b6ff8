import { CopyButton } from "@/components/ui/copy-button";
import { ScrollingCode } from "@/components/ui/scrolling-code";

/** A titled, copyable block of code that scrolls inside itself on a narrow screen, and says so. */
export function CodeBlock({ title, code }: { title: string; code: string }) {
  return (
    <figure className="min-w-0">
      <figcaption className="mb-2 flex items-center justify-between gap-3 text-sm font-medium text-fg-soft">
        {title}
        <CopyButton value={code} label="Copy" />
      </figcaption>
      <ScrollingCode code={code} />
    </figure>
  );
}

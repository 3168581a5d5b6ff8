import { Card } from "@/components/ui/card";
import { VERIFICATION_EXAMPLE } from "./verification-example-code";

export function VerificationExample() {
  return (
    <Card
      title="Verifying a webhook"
      description={
        <>
          Each request carries <code>X-Service-Timestamp</code> (Unix seconds) and <code>X-Service-Signature</code>, the lowercase hex
          HMAC-SHA256 of <code>{"<timestamp>.<body>"}</code> keyed with your signing secret. Reject timestamps more than 300 seconds away
          from your clock, compare signatures in constant time, and answer 401 when verification fails.
        </>
      }
    >
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: a focusable scroller needs a name for the screen reader that lands on it (axe: scrollable-region-focusable) */}
      <pre
        tabIndex={0}
        aria-label="Example receiver in Node.js"
        className="overflow-x-auto rounded-lg bg-code p-4 text-xs leading-relaxed text-code-fg"
      >
        {VERIFICATION_EXAMPLE}
      </pre>
    </Card>
  );
}

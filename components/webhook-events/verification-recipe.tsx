import { Card } from "@/components/ui/card";
import { NODE_RECEIVER_EXAMPLE, OPENSSL_EXAMPLE, VERIFICATION_RULES } from "@/lib/webhooks/verification-recipe";
import { CodeBlock } from "./code-block";
import { TextWithCode } from "./text-with-code";

/** How a receiver proves a request came from us: the rules, a Node receiver, an openssl check. */
export function VerificationRecipe() {
  return (
    <Card title="Verifying a webhook" description="Check every request before trusting its body.">
      <div id="verify" className="space-y-6">
        <ol className="list-decimal space-y-1 pl-5 text-sm text-fg-soft">
          {VERIFICATION_RULES.map((rule) => (
            <li key={rule}>
              <TextWithCode text={rule} />
            </li>
          ))}
        </ol>
        <CodeBlock title="Node.js receiver (standard library only)" code={NODE_RECEIVER_EXAMPLE} />
        <CodeBlock title="Check a signature with openssl (body saved as body.json)" code={OPENSSL_EXAMPLE} />
      </div>
    </Card>
  );
}

"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { useCan, useCanCall } from "@/components/dashboard/role-context";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { CopyButton } from "@/components/ui/copy-button";
import { ErrorState } from "@/components/ui/states";
import { dashboardWebhookOperations as webhookOperations } from "@/lib/dashboard/operations/client.gen";
import { useSigningSecret, useWebhookEndpoint } from "@/lib/dashboard/queries/use-webhook";

export function SigningSecretCard() {
  const endpoint = useWebhookEndpoint();
  const [secret, setSecret] = useState<string>();
  const reveal = useSigningSecret("reveal");
  const rotate = useSigningSecret("rotate");
  // Shown but disabled, with the reason: the member learns the secret exists and whom to ask.
  const secretAccess = useCanCall([webhookOperations.revealSecret, webhookOperations.rotateSecret], "see or rotate the signing secret");
  const canReveal = useCan(webhookOperations.revealSecret);
  const canRotate = useCan(webhookOperations.rotateSecret);
  if (!endpoint.data?.endpoint) return null;

  return (
    <Card
      title="Signing secret"
      description="Verify X-Service-Signature with this secret. Keep it on your server; never ship it to a browser or app."
    >
      <div className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <code data-testid="signing-secret" className="break-all rounded-md bg-surface-sunken px-3 py-2 font-mono text-sm">
            {secret ?? "whsec_••••••••••••••••••••••••"}
          </code>
          {secret ? (
            <>
              <CopyButton value={secret} />
              <Button type="button" variant="secondary" onClick={() => setSecret(undefined)}>
                Hide
              </Button>
            </>
          ) : (
            <Button
              type="button"
              variant="secondary"
              disabled={reveal.isPending || !canReveal}
              aria-describedby={canReveal ? undefined : secretAccess.reasonId}
              onClick={() => reveal.mutate(undefined, { onSuccess: (data) => setSecret(data.secret) })}
            >
              Reveal
            </Button>
          )}
          <ConfirmButton
            label="Rotate"
            variant="secondary"
            describedBy={canRotate ? undefined : secretAccess.reasonId}
            title="Rotate the signing secret?"
            description="Events are signed with the new secret from now on; update your receiver right away. Requests signed with the old secret will fail verification."
            confirmLabel="Rotate secret"
            disabled={rotate.isPending || !canRotate}
            onConfirm={() =>
              rotate.mutate(undefined, {
                onSuccess: (data) => {
                  setSecret(data.secret);
                  toast.success("Signing secret rotated");
                },
              })
            }
          />
        </div>
        {secretAccess.reason}
        {reveal.isError ? <ErrorState error={reveal.error} /> : null}
        {rotate.isError ? <ErrorState error={rotate.error} /> : null}
        {rotate.isSuccess ? (
          <p role="status" className="text-sm text-success">
            Secret rotated. The new secret is shown above.
          </p>
        ) : null}
      </div>
    </Card>
  );
}

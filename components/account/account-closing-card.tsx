"use client";

import { useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DateText } from "@/components/ui/date-text";
import { FormField } from "@/components/ui/form-field";
import { Notice } from "@/components/ui/notice";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { ACCOUNT_EXPORT_URL, useAccountClosing, useCloseAccount, useReopenAccount } from "@/lib/dashboard/queries/use-account-closing";
import { DashboardApiError } from "@/lib/dashboard/request";

/** "Export data": a link, so the browser streams the download to disk. */
function ExportLink() {
  return (
    <a href={ACCOUNT_EXPORT_URL} download className={buttonClass("secondary")} data-testid="export-account">
      Export data
    </a>
  );
}

/**
 * The owner's end of the account (decision 0192): export its data, close it (its name typed; the
 * dashboard's "Confirm it is you" dialog asks when the confirmation is old), and, once closed,
 * reopen it before it is erased. Closing signs every member out, this browser too: the page
 * then goes to the sign-in page, which says so.
 */
export function AccountClosingCard() {
  const closing = useAccountClosing();
  const close = useCloseAccount();
  const reopen = useReopenAccount();
  const [typed, setTyped] = useState("");
  const fieldError = close.error instanceof DashboardApiError ? close.error.fieldErrors.confirmName : undefined;

  if (closing.isPending) return <LoadingState />;
  if (closing.isError) return <ErrorState error={closing.error} onRetry={() => closing.refetch()} />;
  const { name, closedAt, eraseAfter } = closing.data;

  if (closedAt) {
    return (
      <Card title="This account is closed" description="Its API keys no longer work, webhooks are not sent and its members cannot sign in.">
        <div className="space-y-4" data-testid="account-closed">
          <p className="text-sm text-fg-soft">
            Closed <DateText value={closedAt} variant="long" />. Every record of it will be erased{" "}
            <DateText value={eraseAfter} variant="long" />. Until then you can take its data with you or reopen it; the API keys revoked by
            the close stay revoked.
          </p>
          {reopen.isError ? <Notice tone="error">{reopen.error.message}</Notice> : null}
          <div className="flex flex-wrap gap-3">
            <Button
              type="button"
              disabled={reopen.isPending}
              onClick={() => reopen.mutate(undefined, { onSuccess: () => window.location.assign("/overview") })}
            >
              Reopen account
            </Button>
            <ExportLink />
          </div>
        </div>
      </Card>
    );
  }

  return (
    <Card
      title="Export or close the account"
      description="The export is one file of JSON lines: members, API keys (no secrets), assistants, calls with transcripts, events and webhook deliveries, API logs and the audit log."
    >
      <div className="space-y-6">
        <ExportLink />
        <form
          method="post"
          className="max-w-md space-y-4 border-t border-border pt-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            close.mutate(typed, { onSuccess: () => window.location.assign("/sign-in?closed=1") });
          }}
        >
          <p className="text-sm text-fg-soft">
            Closing stops every API key at once, stops webhooks, signs every member out and e-mails them. The data is erased after the grace
            period; an owner can sign in and reopen the account until then.
          </p>
          <FormField
            label={`Type the account's name, ${name}, to close it`}
            name="confirmName"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={fieldError}
          />
          {close.isError && !fieldError ? <Notice tone="error">{close.error.message}</Notice> : null}
          <Button type="submit" variant="danger" disabled={close.isPending || typed !== name}>
            Close account
          </Button>
        </form>
      </div>
    </Card>
  );
}

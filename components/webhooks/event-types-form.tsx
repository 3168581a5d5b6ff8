"use client";

import { useCan } from "@/components/dashboard/role-context";
import { Button } from "@/components/ui/button";
import { dashboardWebhookOperations as webhookOperations } from "@/lib/dashboard/operations/client.gen";
import { useSaveEventTypes, type WebhookEndpoint } from "@/lib/dashboard/queries/use-webhook";
import { EVENT_TYPES, type EventType } from "@/lib/schemas/event-types";

/** Which of the event types are sent to the URL; the others are still recorded and listed. */
export function EventTypesForm({ endpoint }: { endpoint: WebhookEndpoint }) {
  const save = useSaveEventTypes();
  // Members who may not change them still see which types are sent (the card says why they can't).
  const canSave = useCan(webhookOperations.setEventTypes);

  return (
    <form
      key={endpoint.eventTypes.join(",")}
      aria-label="Event types"
      className="space-y-3 border-t border-divider pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        // The checkboxes offer only EVENT_TYPES; the server checks the choice all the same.
        save.mutate(new FormData(event.currentTarget).getAll("eventTypes").map(String) as EventType[]);
      }}
    >
      <fieldset disabled={!canSave}>
        <legend className="text-sm font-medium">Event types sent to this URL</legend>
        <p className="mt-1 text-sm text-muted">Events of other types are still recorded and listed by the Events API, but not sent.</p>
        <div className="mt-2 grid gap-2 sm:grid-cols-2 md:grid-cols-3">
          {EVENT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="eventTypes" value={type} defaultChecked={endpoint.eventTypes.includes(type)} />
              <code>{type}</code>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3 empty:hidden">
        {canSave ? (
          <Button type="submit" variant="secondary" disabled={save.isPending}>
            {save.isPending ? "Saving…" : "Save event types"}
          </Button>
        ) : null}
        {save.isError ? (
          <p role="alert" className="text-sm text-danger">
            {save.error.message}
          </p>
        ) : null}
        {save.isSuccess ? (
          <p role="status" className="text-sm text-success">
            Saved
          </p>
        ) : null}
      </div>
    </form>
  );
}

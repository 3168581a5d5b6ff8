"use client";

import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import type { AssistantRow } from "@/lib/dashboard/queries/use-assistants";
import { VOICE_TIERS } from "@/lib/schemas/assistant-enums";

export type AssistantFormValues = {
  name: string;
  businessWebsite?: string;
  language: string;
  voiceTier: (typeof VOICE_TIERS)[number];
  voiceId: string;
};

/** Create and edit share one form; the API's validation messages come back as `errors`. */
export function AssistantForm({
  initial,
  errors,
  pending,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: AssistantRow;
  errors: Record<string, string>;
  pending: boolean;
  submitLabel: string;
  onSubmit: (values: AssistantFormValues) => void;
  onCancel?: () => void;
}) {
  const idPrefix = initial ? `edit-${initial.id}` : "new";
  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const website = String(data.get("businessWebsite") ?? "").trim();
    onSubmit({
      name: String(data.get("name") ?? ""),
      language: String(data.get("language") ?? ""),
      voiceTier: VOICE_TIERS.find((tier) => tier === data.get("voiceTier")) ?? "standard",
      voiceId: String(data.get("voiceId") ?? ""),
      ...(website ? { businessWebsite: website } : {}),
    });
  }
  return (
    <form onSubmit={handleSubmit} className="grid gap-4 md:grid-cols-2" noValidate aria-label={submitLabel}>
      <FormField label="Name" name="name" id={`${idPrefix}-name`} defaultValue={initial?.name} error={errors.name} required />
      <FormField
        label="Business website"
        name="businessWebsite"
        id={`${idPrefix}-businessWebsite`}
        type="url"
        placeholder="https://example.com"
        defaultValue={initial?.businessWebsite ?? ""}
        error={errors.businessWebsite}
      />
      <FormField
        label="Language"
        name="language"
        id={`${idPrefix}-language`}
        placeholder="en-US"
        defaultValue={initial?.language ?? "en-US"}
        hint="<language>-<REGION>, such as en-US or de-DE"
        error={errors.language}
        required
      />
      <FormField
        label="Voice"
        name="voiceId"
        id={`${idPrefix}-voiceId`}
        placeholder="elevenlabs-rachel"
        defaultValue={initial?.voiceId}
        hint="<provider>-<voice name>"
        error={errors.voiceId}
        required
      />
      <Select
        label="Voice tier"
        id={`${idPrefix}-voiceTier`}
        name="voiceTier"
        defaultValue={initial?.voiceTier ?? "standard"}
        options={VOICE_TIERS.map((tier) => ({ value: tier, label: tier === "standard" ? "Standard" : "Professional" }))}
      />
      {errors.form ? (
        <p role="alert" className="text-sm text-danger md:col-span-2">
          {errors.form}
        </p>
      ) : null}
      <div className="flex gap-2 md:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? "Saving…" : submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

import { formatDateTime, formatShortDateTime } from "@/lib/dashboard/format";

/**
 * Every date the dashboard shows, in one of two forms of one formatter (lib/dashboard/format.ts):
 * "short" in tables, whose headings say UTC ("Nov 22, 1:16 AM"), "long" in running text and on
 * detail pages ("Nov 22, 2026, 1:16 AM UTC"). A <time> element with the exact instant, for
 * machines and on hover.
 */
export function DateText({
  value,
  empty = "—",
  variant = "short",
  seconds = false,
}: {
  value: string | Date | null;
  empty?: string;
  variant?: "short" | "long";
  /** Where times order events (logs, deliveries, a call's events): "1:16:05 AM". */
  seconds?: boolean;
}) {
  if (value === null) return <>{empty}</>;
  const iso = new Date(value).toISOString();
  return (
    <time dateTime={iso} title={iso} className="whitespace-nowrap">
      {variant === "short" ? formatShortDateTime(value, "—", { seconds }) : formatDateTime(value, { seconds })}
    </time>
  );
}

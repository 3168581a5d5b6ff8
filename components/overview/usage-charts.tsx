"use client";

import dynamic from "next/dynamic";
import { useRef } from "react";
import { Card } from "@/components/ui/card";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { formatMonthDay } from "@/lib/dashboard/format";
import { useUsageBreakdown } from "@/lib/dashboard/queries/use-usage";
import { useInView } from "@/lib/hooks/use-in-view";

// The chart is fetched once its box nears the screen (below the fold on a phone), into a box
// of the chart's size (no layout shift); the figures are in the caption meanwhile.
const chartPlaceholder = <div aria-hidden className="h-full w-full animate-pulse rounded-md bg-surface-sunken" />;
const MinutesPerDayChart = dynamic(() => import("./minutes-per-day-chart"), { ssr: false, loading: () => chartPlaceholder });

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** Billed minutes this period per day and per assistant, with the numbers also as text. */
export function UsageCharts() {
  const usage = useUsageBreakdown();
  const chartBox = useRef<HTMLDivElement>(null);
  const chartWanted = useInView(chartBox);
  if (usage.isPending) return <LoadingState />;
  if (usage.isError) return <ErrorState error={usage.error} onRetry={() => usage.refetch()} />;
  const breakdown = usage.data;
  const days = breakdown.days.map((day) => ({ ...day, label: formatMonthDay(`${day.date}T00:00:00Z`) }));
  const total = breakdown.days.reduce((sum, day) => sum + day.minutes, 0);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card title="Minutes per day" description="Billed minutes of completed calls this month, by the day they ended (UTC).">
        {total === 0 ? (
          <EmptyState title="No billed minutes this month">Completed calls show up here.</EmptyState>
        ) : (
          <figure>
            <div ref={chartBox} className="h-56" role="img" aria-label={`Bar chart of minutes per day this month, ${total} in all`}>
              {chartWanted ? <MinutesPerDayChart days={days} /> : chartPlaceholder}
            </div>
            <figcaption className="mt-2 text-xs text-muted">
              {plural(total, "minute")} over {plural(days.filter((day) => day.minutes > 0).length, "day")} with calls.
            </figcaption>
          </figure>
        )}
      </Card>
      <Card title="Minutes per assistant" description="This month, most used first.">
        {breakdown.assistants.length === 0 ? (
          <EmptyState title="No billed minutes this month" />
        ) : (
          <ul className="space-y-3" aria-label="Minutes per assistant">
            {breakdown.assistants.map((assistant) => (
              <li key={assistant.assistantId} className="space-y-1 text-sm">
                <div className="flex justify-between gap-3">
                  <span className="min-w-0 truncate font-medium">{assistant.assistantName}</span>
                  <span className="shrink-0 text-muted">{assistant.minutes} min</span>
                </div>
                <div className="h-2 overflow-hidden rounded-full bg-surface-sunken" aria-hidden>
                  <div className="h-full rounded-full bg-accent" style={{ width: `${(assistant.minutes / total) * 100}%` }} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

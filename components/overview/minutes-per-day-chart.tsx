"use client";

/**
 * The bar chart of minutes per day, drawn as plain SVG: a few hundred bytes instead of a
 * charting library (recharts was over 100 KiB of JavaScript and most of the overview's
 * blocking time on a desktop, where the chart is in view at once). Each bar names its day and
 * minutes on hover; the figures are also in the caption, and the box is one labelled image.
 */
export default function MinutesPerDayChart({ days }: { days: { label: string; minutes: number }[] }) {
  const max = Math.max(1, ...days.map((day) => day.minutes));
  const width = days.length * 10;
  return (
    <div className="flex h-full flex-col text-[11px] text-muted">
      <div className="flex min-h-0 flex-1 gap-2">
        <div className="flex flex-col justify-between text-right" aria-hidden>
          <span>{max}</span>
          <span>0</span>
        </div>
        {/* biome-ignore lint/a11y/noSvgWithoutTitle: the box around it is the one labelled image; each bar has its own title */}
        <svg viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" className="h-full min-w-0 flex-1 border-b border-border">
          {[25, 50, 75].map((y) => (
            <line
              key={y}
              x1={0}
              x2={width}
              y1={y}
              y2={y}
              stroke="var(--color-border)"
              strokeWidth={0.5}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {days.map((day, index) =>
            day.minutes > 0 ? (
              <rect
                key={day.label}
                className="chart-bar"
                x={index * 10 + 1.5}
                width={7}
                y={100 - (day.minutes / max) * 100}
                height={(day.minutes / max) * 100}
                fill="var(--color-accent)"
              >
                <title>{`${day.label}: ${day.minutes} min`}</title>
              </rect>
            ) : null,
          )}
        </svg>
      </div>
      <div className="mt-1 flex justify-between pl-6" aria-hidden>
        <span>{days[0]?.label}</span>
        <span>{days[days.length - 1]?.label}</span>
      </div>
    </div>
  );
}

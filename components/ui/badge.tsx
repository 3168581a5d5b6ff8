const TONES = {
  green: "bg-success-soft text-success ring-success/20",
  red: "bg-danger-soft text-danger ring-danger/20",
  amber: "bg-warning-soft text-warning ring-warning/20",
  slate: "bg-surface-sunken text-fg-soft ring-muted/20",
  indigo: "bg-accent-soft text-accent-fg ring-accent-fg/20",
} as const;

export type BadgeTone = keyof typeof TONES;

export function Badge({ tone = "slate", children }: { tone?: BadgeTone; children: React.ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[tone]}`}>
      {children}
    </span>
  );
}

/**
 * The dashboard's one select: a labelled native <select>. Native on purpose: phones show
 * their own picker, and keyboard, screen readers and form submission work without script.
 */
export function Select({
  label,
  id,
  options,
  hideLabel = false,
  className = "",
  ...select
}: {
  label: string;
  id: string;
  options: readonly { value: string; label: string }[];
  /** For a filter whose meaning is clear from its place: the label stays for screen readers. */
  hideLabel?: boolean;
} & Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "id">) {
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "block text-sm font-medium text-fg-soft"}>
        {label}
      </label>
      <select
        id={id}
        className="block w-full rounded-md border border-border-strong bg-surface px-3 py-2 text-sm shadow-sm focus:border-accent focus:outline-none focus:ring-1 focus:ring-focus disabled:bg-surface-muted"
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A one-line message in a form or card: an error, read out at once (`role="alert"`), or a
 * confirmation (`role="status"`).
 */
export function Notice({ tone, children }: { tone: "error" | "success"; children: React.ReactNode }) {
  return tone === "error" ? (
    <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
      {children}
    </p>
  ) : (
    <p role="status" className="rounded-md bg-success-soft px-3 py-2 text-sm text-success">
      {children}
    </p>
  );
}

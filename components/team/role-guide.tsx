import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES } from "@/lib/access/roles";

/** What each role may do, beside the invite form and the role selects. */
export function RoleGuide() {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      {ROLES.map((role) => (
        <div key={role}>
          <dt className="font-medium text-fg">{ROLE_LABELS[role]}</dt>
          <dd className="text-muted">{ROLE_DESCRIPTIONS[role]}</dd>
        </div>
      ))}
    </dl>
  );
}

// The floors of the code, bottom up, and the one rule that keeps them: an import may name a
// module on its own floor or below, never above (decision 0155,
// docs/decisions/0155-floors-lint-and-format.md; docs/ARCHITECTURE.md "Floors"). A floor is a
// list of path patterns; anything in lib/ that no floor names fails the check, so a new folder
// has to be given a floor. Run by `npm run lint:layers` (in `npm test`).
const FLOORS = [
  {
    name: "ground",
    why: "the words every layer speaks: ids, tiers, errors, roles and permissions, password rules, configuration, the container of process-wide services",
    paths: [
      "^lib/(ids|id-format|tiers|errors|validation-messages|service-name|services|rate-limit-decision)\\.ts$",
      "^lib/config/",
      "^lib/access/",
      "^lib/passwords/",
    ],
  },
  {
    name: "platform",
    why: "the database and its notifications, logs and traces, zod schemas, HTTP details, rate limits, mail, idempotency, health, background work",
    paths: [
      "^lib/db\\.ts$",
      "^lib/db-notifications/",
      "^lib/background-work/",
      "^lib/observability/",
      "^lib/schemas/",
      "^lib/http/",
      "^lib/rate-limit/",
      "^lib/mail/",
      "^lib/idempotency/",
      "^lib/health/",
    ],
  },
  {
    name: "records",
    why: "the audit log, the API logs and retention, which every domain and the pipeline write to",
    paths: ["^lib/audit/", "^lib/api-logs/", "^lib/retention/"],
  },
  {
    name: "domain",
    why: "verb-noun functions on validated input; they may call each other, never in a circle",
    paths: ["^lib/(identity|users|accounts|team|api-keys|assistants|calls|usage|events|webhooks|simulator)/"],
  },
  { name: "request core", why: "operations, the pipeline, the OpenAPI document", paths: ["^lib/api/"] },
  {
    name: "delivery",
    why: "what serves the core to its users: the dashboard's client and loaders, the Node hooks and graceful shutdown, start-up checks",
    paths: ["^lib/dashboard/", "^lib/runtime/", "^lib/hooks/"],
  },
  {
    name: "entry points",
    why: "Next.js pages and routes, components, Inngest functions, instrumentation",
    paths: ["^app/", "^components/", "^inngest/", "^instrumentation(-client)?\\.ts$", "^proxy\\.ts$"],
  },
];

// Named exceptions: each one an import that runs up a floor on purpose, with the reason.
const EXCEPTIONS = [];

const forbidden = FLOORS.flatMap((floor, index) => {
  const above = FLOORS.slice(index + 1).flatMap((higher) => higher.paths);
  if (above.length === 0) return [];
  return [
    {
      name: `up-from-${floor.name.replace(/\s+/g, "-")}`,
      comment: `The ${floor.name} floor (${floor.why}) imports nothing from a floor above it.`,
      severity: "error",
      from: { path: floor.paths, pathNot: EXCEPTIONS.map((exception) => exception.from) },
      to: { path: above },
    },
  ];
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...forbidden,
    ...EXCEPTIONS.map((exception) => ({
      name: `exception-${exception.name}`,
      comment: exception.why,
      severity: "ignore",
      from: { path: exception.from },
      to: { path: exception.to },
    })),
    {
      name: "no-circular",
      comment: "Modules that import each other in a circle cannot be understood, tested or moved one at a time.",
      severity: "error",
      from: { path: "^(lib|inngest|app|components)/" },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "no-circular-folders",
      comment:
        "Folders of lib/ that import each other in a circle (a → b → a through any of their files) are one tangle under " +
        "two names: each folder's arrows run one way (decision 0197).",
      severity: "error",
      scope: "folder",
      from: { path: "^lib/" },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "pages-read-through-operations",
      comment:
        "A dashboard page renders its first data through the reads its routes serve (lib/dashboard/reads/, called in-process " +
        "by HydratedQueries), never a domain function or the database: the same role check and response schema as the route.",
      severity: "error",
      from: { path: "^app/\\(dashboard\\)/.*page\\.tsx$" },
      to: {
        path: "^lib/(db\\.ts$|accounts/|api-keys/|assistants/|audit/|calls/|team/|usage/|webhooks/|users/)",
        // The event catalog is built from the schemas: no account's data, nothing to check.
        pathNot: "^lib/webhooks/describe-event-types\\.ts$",
      },
    },
    {
      name: "every-module-on-a-floor",
      comment: "A module of lib/ that no floor names: give its folder a floor in .dependency-cruiser.cjs.",
      severity: "error",
      from: { path: "^lib/", pathNot: FLOORS.flatMap((floor) => floor.paths) },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: ["node_modules", "^generated/"] },
    exclude: { path: ["^node_modules", "^generated/", "^\\.next"] },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};

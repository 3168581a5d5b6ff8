// Seeds the demo account (scripts/seed-demo-account.ts) into the database of DATABASE_URL and
// prints its sign-ins as JSON. Run in a child process by e2e/screenshots.spec.ts, so the
// app's settings and database client stay out of Playwright's own processes. Idempotent:
// a second run changes nothing.
import { seedDemoAccount } from "../../scripts/seed-demo-account";

const demo = await seedDemoAccount();
// On a line of its own, last: the seed's own log lines come before it.
process.stdout.write(`\n${JSON.stringify(demo)}\n`);
process.exit(0);

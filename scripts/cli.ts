// Admin CLI: `npm run cli -- <command> [options]`. It calls the same lib/ functions the
// dashboard uses, against DATABASE_URL (or the embedded dev database when it is running).
import "./support/log-to-stderr";
import { disconnectDb } from "@/lib/db";
import { runCliCommand } from "./support/run-cli-command";

try {
  process.exitCode = await runCliCommand(process.argv.slice(2), console);
} finally {
  // Closes the pool only if a command opened one: `help` and a mistyped command have no
  // database, and touching `db` here would fail on the missing DATABASE_URL after the usage.
  await disconnectDb();
}

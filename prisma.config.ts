// Prisma CLI configuration. Migrations run on Prisma's WASM schema engine through a driver
// adapter, because the native engine cannot be downloaded on our machines (see README).
// adapter-pg 7.x is used here only: 6.19's adapter fails on Postgres `name` columns during
// introspection (prisma/orm#27403).
import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaPg } from "adapter-pg-migrate";
import { sessionSettings } from "./lib/config/database-session";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  async adapter() {
    const connectionString = process.env.DATABASE_URL;
    if (!connectionString) throw new Error("DATABASE_URL is not set");
    // The migrations' session in UTC, as every session of the app (decision 0191): the
    // timestamptz migration relies on it, and sets it again itself.
    return new PrismaPg(sessionSettings(connectionString));
  },
});

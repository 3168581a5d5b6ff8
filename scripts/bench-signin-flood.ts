// `npm run bench:signin-flood`: does one client flooding the sign-in form slow down everyone
// else? On `next start` with the real Postgres and Redis (through the Upstash REST emulator):
//   victims: another customer's `GET /api/v1/assistants` (API key, 20 items) and
//            `GET /api/dashboard/assistants` (session cookie), one connection each, together;
//   flood:   16 connections posting wrong passwords for one account to next-auth's
//            credentials callback, from one client, for the whole measurement.
// Each round measures the victims idle, then during the flood; medians of p50/p99 are
// printed with the ratio flood/idle (target: p50 within 2x).
// Options: --rounds 3 --duration 10 (seconds per measurement); BENCH_SKIP_BUILD=1 reuses the
// build (shared with bench:api, in .next-bench-api/).
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { BENCH_NEXTAUTH_SECRET, createBenchCustomer, withBenchEnvironment } from "./support/bench-environment";
import { median } from "./support/median";

const { values } = parseArgs({
  options: { rounds: { type: "string", default: "3" }, duration: { type: "string", default: "10" } },
});
const rounds = Number(values.rounds);
const duration = Number(values.duration);
const distDir = ".next-bench-api";
const port = Number(process.env.BENCH_PORT) || 3322;
const base = `http://127.0.0.1:${port}`;
const FLOOD_CONNECTIONS = 16;

type Latency = { p50: number; p99: number; requests: number; errors: number };

async function measure(url: string, headers: Record<string, string>): Promise<Latency> {
  const result = await autocannon({ url, connections: 1, duration, headers });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** What a browser sends to sign in: next-auth's CSRF cookie and token, then the form post. */
async function signInRequest(email: string, password: string) {
  const response = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return {
    url: `${base}/api/auth/callback/credentials`,
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }).toString(),
  };
}

async function main() {
  process.env.NEXTAUTH_SECRET = BENCH_NEXTAUTH_SECRET;
  process.env.NEXTAUTH_URL = base;
  await withBenchEnvironment("bench_signin", { port, distDir }, async ({ startServer }) => {
    const { createAccount } = await import("@/lib/accounts/create-account");
    const { createUser } = await import("@/lib/users/create-user");

    // The other customer: an API client and a dashboard user of the same account.
    const customer = await createBenchCustomer("Bystander");
    await createUser(customer.accountId, { email: "bystander@bench.test", password: "bystander-lantern-harbor" });
    // The account under attack.
    const target = await createAccount({ name: "Target" });
    await createUser(target.id, { email: "target@bench.test", password: "target-lantern-harbor-9" });
    await startServer({ RATE_LIMIT_OVERRIDES: customer.rateLimitOverride });

    const api = { url: `${base}/api/v1/assistants`, headers: { authorization: `Bearer ${customer.secret}` } };
    // Signed in through the form's own flow; the session cookie is what the browser would keep.
    const signIn = await signInRequest("bystander@bench.test", "bystander-lantern-harbor");
    const signedIn = await fetch(signIn.url, { method: "POST", headers: signIn.headers, body: signIn.body, redirect: "manual" });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .find((pair) => pair.startsWith("next-auth.session-token="));
    if (!cookie) throw new Error(`sign-in of the bystander failed: ${signedIn.status} ${decodeURIComponent(await signedIn.text())}`);
    const dashboard = { url: `${base}/api/dashboard/assistants`, headers: { cookie } };
    for (const victim of [api, dashboard]) {
      const response = await fetch(victim.url, { headers: victim.headers });
      if (response.status !== 200) throw new Error(`${victim.url}: ${response.status} ${await response.text()}`);
    }
    const flood = await signInRequest("target@bench.test", "a-wrong-password");
    const probe = await fetch(flood.url, { method: "POST", headers: flood.headers, body: flood.body });
    console.log(`▶ next start on ${base}; a wrong sign-in answers ${probe.status} ${decodeURIComponent(await probe.text())}`);

    // Warm-up.
    await Promise.all([measure(api.url, api.headers), measure(dashboard.url, dashboard.headers)]);

    const idle: Latency[][] = [];
    const flooded: Latency[][] = [];
    let floodAnswers = 0;
    for (let round = 0; round < rounds; round++) {
      idle.push(await Promise.all([measure(api.url, api.headers), measure(dashboard.url, dashboard.headers)]));
      const attack = autocannon({
        url: flood.url,
        method: "POST",
        headers: flood.headers,
        body: flood.body,
        connections: FLOOD_CONNECTIONS,
        duration: duration + 2,
      });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      flooded.push(await Promise.all([measure(api.url, api.headers), measure(dashboard.url, dashboard.headers)]));
      const attackResult = await attack;
      floodAnswers += attackResult.requests.total;
      const [i, f] = [idle[round], flooded[round]];
      console.log(
        `  round ${round + 1}: /api/v1 p50 ${i[0].p50} → ${f[0].p50} ms, p99 ${i[0].p99} → ${f[0].p99} ms | dashboard p50 ${i[1].p50} → ${f[1].p50} ms, p99 ${i[1].p99} → ${f[1].p99} ms | flood ${attackResult.requests.average.toFixed(0)} sign-ins/s`,
      );
    }
    const errors = [...idle, ...flooded].flat().reduce((sum, run) => sum + run.errors, 0);
    const row = (name: string, index: number) => {
      const pick = (runs: Latency[][], key: "p50" | "p99") => median(runs.map((run) => run[index][key]));
      const ratio = (key: "p50" | "p99") => (pick(flooded, key) / Math.max(pick(idle, key), 0.01)).toFixed(2);
      return `| ${name} | ${pick(idle, "p50")} | ${pick(idle, "p99")} | ${pick(flooded, "p50")} | ${pick(flooded, "p99")} | ${ratio("p50")} | ${ratio("p99")} |`;
    };
    console.log(
      `\nMedians of ${rounds} rounds of ${duration} s; flood: ${FLOOD_CONNECTIONS} connections of wrong sign-ins for one account, ${floodAnswers} answered in all${errors ? `; ${errors} victim errors/non-2xx!` : ""}\n`,
    );
    console.log(
      "| other customer's request | idle p50 ms | idle p99 ms | flood p50 ms | flood p99 ms | p50 ratio | p99 ratio |\n|---|---|---|---|---|---|---|",
    );
    console.log(row("GET /api/v1/assistants (API key)", 0));
    console.log(row("GET /api/dashboard/assistants (session)", 1));
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

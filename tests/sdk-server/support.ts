// What the SDK suite needs around the real server: the SDK installed in the scratch project and
// its CLI run from there, customers with keys, and an HTTP proxy that can answer 5xx or hold an
// answer (the faults a client meets between it and the service).
import { spawn } from "node:child_process";
import { createServer, request as httpRequest, type Server } from "node:http";
import { createInterface } from "node:readline";
import path from "node:path";
import { createAccount } from "@/lib/accounts/create-account";
import { createApiKey } from "@/lib/api-keys/create-api-key";
import { PERMISSIONS } from "@/lib/access/permissions";
import type * as Sdk from "@/sdk/src/index";
import { sdkReady } from "./sdk-ready";

export type SdkModule = typeof Sdk;

export type Attempt = { method: string; path: string; status: number | "error"; at: number; idempotencyKey: string | null };

/** A client whose attempts are recorded as they reach the network (the SDK's `fetch` option). */
export function recordingClient(
  sdk: SdkModule,
  options: { key: string; baseUrl: string; maxRetries?: number; timeout?: number },
): { client: Sdk.VoiceAssistantClient; attempts: Attempt[] } {
  const attempts: Attempt[] = [];
  const client = new sdk.VoiceAssistantClient({
    apiKey: options.key,
    baseUrl: options.baseUrl,
    maxRetries: options.maxRetries,
    timeout: options.timeout,
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const entry: Attempt = {
        method: init?.method ?? "GET",
        path: url.pathname,
        status: "error",
        at: Date.now(),
        idempotencyKey: new Headers(init?.headers).get("idempotency-key"),
      };
      attempts.push(entry);
      const response = await fetch(input, init);
      entry.status = response.status;
      return response;
    },
  });
  return { client, attempts };
}

/** The SDK as installed from its packed tarball into the scratch project (ESM entry). */
export async function installedSdk(): Promise<SdkModule> {
  const scratch = await sdkReady();
  return (await import(path.join(scratch, "node_modules/@voice-assistant/sdk/dist/esm/index.js"))) as SdkModule;
}

type Tier = "PAY_AS_YOU_GO" | "STARTER" | "PROFESSIONAL";

export async function createCustomer(tier: Tier = "PROFESSIONAL") {
  const account = await createAccount({ name: `SDK ${tier}`, tier });
  const { secret: key } = await createApiKey(account.id, { name: "sdk suite", permissions: [...PERMISSIONS] });
  return { accountId: account.id, key };
}

export type FaultProxy = {
  origin: string;
  /** The next `count` requests are answered `status` by the proxy; `forward` sends them on first (the work is done, the answer lost). */
  failNext: (count: number, status: number, options?: { forward?: boolean }) => void;
  /**
   * The next `count` requests are forwarded, and their answers never passed back. A request
   * after a held one is forwarded once the server has answered the held one: a retry finds the
   * first attempt's work done, however slow a loaded machine makes the server.
   */
  holdNext: (count: number) => void;
  /** Requests that reached the proxy, with what it did and when (ms since the proxy started). */
  seen: Array<{ method: string; url: string; idempotencyKey: string | undefined; outcome: string; at: number }>;
  close: () => Promise<void>;
};

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  const faults: Array<{ kind: "fail"; status: number; forward: boolean } | { kind: "hold" }> = [];
  const seen: FaultProxy["seen"] = [];
  const heldAnswers: Array<Promise<void>> = [];
  const startedAt = performance.now();
  const server: Server = createServer(async (req, res) => {
    const fault = faults.shift();
    const entry = {
      method: req.method ?? "",
      url: req.url ?? "",
      idempotencyKey: req.headers["idempotency-key"] as string | undefined,
      outcome: "forwarded",
      at: Math.round(performance.now() - startedAt),
    };
    seen.push(entry);
    const forward = (onAnswer: (status: number, headers: Record<string, string | string[] | undefined>, body: Buffer) => void) => {
      const outgoing = httpRequest(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: upstream.host },
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("end", () => onAnswer(answer.statusCode ?? 502, answer.headers, Buffer.concat(chunks)));
        },
      );
      outgoing.on("error", () => res.destroy());
      req.pipe(outgoing);
      return outgoing;
    };
    if (fault?.kind === "fail") {
      entry.outcome = `answered ${fault.status}${fault.forward ? " after forwarding" : ""}`;
      const fail = () => res.writeHead(fault.status, { "content-type": "text/plain" }).end("Bad gateway (fault proxy)");
      if (fault.forward) forward(fail);
      else req.resume().on("end", fail);
      return;
    }
    if (fault?.kind === "hold") {
      entry.outcome = "held";
      heldAnswers.push(
        new Promise((resolve) => {
          forward(() => {
            entry.outcome = `held (the server answered at ${Math.round(performance.now() - startedAt)} ms)`;
            resolve();
          }).on("error", () => resolve());
        }),
      );
      return;
    }
    await Promise.all(heldAnswers);
    forward((status, headers, body) => {
      res.writeHead(status, headers);
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    failNext: (count, status, { forward = false } = {}) => {
      for (let index = 0; index < count; index++) faults.push({ kind: "fail", status, forward });
    },
    holdNext: (count) => {
      for (let index = 0; index < count; index++) faults.push({ kind: "hold" });
    },
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type RunningCli = {
  /** Every line it wrote to stdout so far. */
  lines: string[];
  /** Everything it wrote to stderr so far. */
  stderr: string[];
  /** Resolves with the exit code (or the signal's name) once it has ended. */
  exited: Promise<number | string>;
  /** SIGINT (as Ctrl-C), then the exit code. */
  stop: () => Promise<number | string>;
};

/**
 * The installed `vas` bin (node_modules/.bin of the scratch project) as a child process, as a
 * customer runs it: the key only in the environment, stdout read line by line as it arrives.
 */
export function startCli(args: string[], env: Record<string, string>): RunningCli {
  const scratch = process.env.SDK_SCRATCH_DIR;
  if (!scratch) throw new Error("SDK_SCRATCH_DIR is not set: run through vitest.sdk.config.ts");
  const { VAS_API_KEY: _key, VAS_BASE_URL: _base, ...inherited } = process.env;
  const child = spawn(path.join(scratch, "node_modules/.bin/vas"), args, { cwd: scratch, env: { ...inherited, ...env } });
  const lines: string[] = [];
  const stderr: string[] = [];
  createInterface({ input: child.stdout }).on("line", (line) => lines.push(line));
  child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.on("close", (code, signal) => resolve(code ?? signal ?? "")));
  return {
    lines,
    stderr,
    exited,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGINT");
      return exited;
    },
  };
}

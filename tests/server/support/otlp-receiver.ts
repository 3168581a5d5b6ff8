// An in-process OTLP/HTTP collector: accepts what the exporters POST to /v1/traces and
// /v1/metrics (JSON encoding) and keeps it, flattened, for assertions.
import { createServer, type Server } from "node:http";

type AnyValue = { stringValue?: string; intValue?: number | string; doubleValue?: number; boolValue?: boolean };
type KeyValue = { key: string; value: AnyValue };
type Attributes = Record<string, string | number | boolean | undefined>;

export type ReceivedSpan = { traceId: string; spanId: string; parentSpanId?: string; name: string; scope: string; attributes: Attributes };
export type ReceivedPoint = { metric: string; attributes: Attributes; value: unknown };

function attributesOf(list: KeyValue[] = []): Attributes {
  return Object.fromEntries(
    list.map(({ key, value }) => [
      key,
      value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : (value.doubleValue ?? value.boolValue)),
    ]),
  );
}

type TracesRequest = {
  resourceSpans?: {
    scopeSpans?: { scope?: { name?: string }; spans?: (Omit<ReceivedSpan, "attributes" | "scope"> & { attributes?: KeyValue[] })[] }[];
  }[];
};
type Point = { attributes?: KeyValue[]; asDouble?: number; asInt?: number | string; count?: number | string; sum?: number };
type MetricsRequest = {
  resourceMetrics?: {
    scopeMetrics?: {
      metrics?: { name: string; sum?: { dataPoints?: Point[] }; gauge?: { dataPoints?: Point[] }; histogram?: { dataPoints?: Point[] } }[];
    }[];
  }[];
};

export type OtlpReceiver = {
  endpoint: string;
  spans: ReceivedSpan[];
  points: ReceivedPoint[];
  /** Bodies in an encoding this receiver does not read (protobuf): a misconfigured test. */
  unreadable: string[];
  close: () => Promise<void>;
};

export async function startOtlpReceiver(port: number): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const points: ReceivedPoint[] = [];
  const unreadable: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const type = req.headers["content-type"] ?? "";
      if (!type.includes("json")) {
        unreadable.push(`${req.url} ${type}`);
      } else if (req.url === "/v1/traces") {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as TracesRequest;
        for (const resource of body.resourceSpans ?? []) {
          for (const scope of resource.scopeSpans ?? []) {
            for (const span of scope.spans ?? []) {
              spans.push({ ...span, scope: scope.scope?.name ?? "", attributes: attributesOf(span.attributes as unknown as KeyValue[]) });
            }
          }
        }
      } else if (req.url === "/v1/metrics") {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as MetricsRequest;
        for (const resource of body.resourceMetrics ?? []) {
          for (const scope of resource.scopeMetrics ?? []) {
            for (const metric of scope.metrics ?? []) {
              for (const point of [
                ...(metric.sum?.dataPoints ?? []),
                ...(metric.gauge?.dataPoints ?? []),
                ...(metric.histogram?.dataPoints ?? []),
              ]) {
                points.push({
                  metric: metric.name,
                  attributes: attributesOf(point.attributes),
                  value: point.asDouble ?? point.asInt ?? point.count,
                });
              }
            }
          }
        }
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    points,
    unreadable,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

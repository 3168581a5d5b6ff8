// The part of autocannon's API the benchmarks use (the package ships no types).
declare module "autocannon" {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number };
  export type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Requests per second over all connections (a steady rate, not as fast as possible). */
    overallRate?: number;
    /** Requests sent in turn on each connection. */
    requests?: { method?: string; path: string; headers?: Record<string, string>; body?: string }[];
  };
  export default function autocannon(options: Options): Promise<Result>;
}

import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  type Sampler,
} from "@opentelemetry/sdk-trace-base";
import type { Config } from "@/lib/config/config";

/**
 * The sampler OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG name, as the OpenTelemetry
 * specification defines them (the SDK environment variables): `parentbased_*` follow the
 * decision of a caller's `traceparent` and apply their root sampler only to traces that start
 * here; `traceidratio` keeps the share ARG of traces (1 when unset), decided from the trace id,
 * so every service sampling at that ratio keeps the same traces. Unset: parentbased_always_on.
 */
export function samplerOf({
  OTEL_TRACES_SAMPLER: name,
  OTEL_TRACES_SAMPLER_ARG: ratio = 1,
}: Pick<Config, "OTEL_TRACES_SAMPLER" | "OTEL_TRACES_SAMPLER_ARG">): Sampler {
  switch (name) {
    case "always_on":
      return new AlwaysOnSampler();
    case "always_off":
      return new AlwaysOffSampler();
    case "traceidratio":
      return new TraceIdRatioBasedSampler(ratio);
    case "parentbased_always_off":
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case "parentbased_traceidratio":
      return new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(ratio) });
    default:
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
  }
}

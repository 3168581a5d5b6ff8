import type { Decision } from "@/lib/access/decision";
import { ApiError } from "@/lib/errors";

/**
 * Throws a policy's refusal (lib/access) as the ApiError the client gets, code and message as
 * the policy wrote them: the one bridge from the access floor, which knows nothing of HTTP, to
 * the error mapping. Used by the pipeline's role check and the team functions.
 */
export function assertAllowed(decision: Decision): void {
  if (!decision.allowed) throw new ApiError(decision.code, decision.message);
}

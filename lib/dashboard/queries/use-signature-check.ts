import { useMutation } from "@tanstack/react-query";
import { dashboardWebhookOperations as operations } from "@/lib/dashboard/operations/client.gen";
import { request, type RequestInput, type ResponseOf } from "@/lib/dashboard/request";

export type SignatureCheckInput = RequestInput<typeof operations.checkSignature>["body"];
export type SignatureCheckResult = ResponseOf<typeof operations.checkSignature>;

/** "Check a signature": a POST (the secret is used on the server), never cached. */
export function useCheckSignature() {
  return useMutation({ mutationFn: (body: SignatureCheckInput) => request(operations.checkSignature, { body }) });
}

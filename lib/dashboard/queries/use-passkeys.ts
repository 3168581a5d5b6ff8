import { type PublicKeyCredentialCreationOptionsJSON, startRegistration } from "@simplewebauthn/browser";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dashboardPasskeyOperations as operations } from "@/lib/dashboard/operations/client.gen";
import { request, type ResponseOf } from "@/lib/dashboard/request";
import { twoFactorQuery } from "./use-two-factor";

export type PasskeyRow = ResponseOf<typeof operations.listPasskeys>["data"][number];

export const passkeysQuery = queryOptions({ queryKey: ["passkeys"], queryFn: () => request(operations.listPasskeys) });

export function usePasskeys() {
  return useQuery(passkeysQuery);
}

/** A change to the passkeys changes the two-factor status too (on or off, how many). */
function usePasskeyMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all([queryClient.invalidateQueries(passkeysQuery), queryClient.invalidateQueries(twoFactorQuery)]),
  });
}

/** The server's options, the browser's prompt to make the passkey, then the server registers it. */
export function useAddPasskey() {
  return usePasskeyMutation(async (name: string) => {
    const { options } = await request(operations.startPasskeyRegistration);
    // The answer's schema is checked, but its type passed through the wire's serialisation: this is the library's own.
    const response = await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
    return request(operations.addPasskey, { body: { name, response } });
  });
}

export function useRenamePasskey() {
  return usePasskeyMutation(({ id, name }: { id: string; name: string }) =>
    request(operations.renamePasskey, { params: { id }, body: { name } }),
  );
}

export function useRemovePasskey() {
  return usePasskeyMutation((id: string) => request(operations.removePasskey, { params: { id } }));
}

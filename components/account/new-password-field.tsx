import { FormField } from "@/components/ui/form-field";
import { PASSWORD_MIN_LENGTH } from "@/lib/passwords/password-policy";

/**
 * A new password's input with the policy as its hint and the server's reason as its error.
 * No `maxLength`: a browser would cut a pasted password short without a word, so an overlong
 * one goes to the server and comes back with the reason.
 */
export function NewPasswordField({ label, name, error }: { label: string; name: string; error?: string }) {
  return (
    <FormField
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      required
      hint={`At least ${PASSWORD_MIN_LENGTH} characters and hard to guess: a few unrelated words work well.`}
      error={error}
    />
  );
}

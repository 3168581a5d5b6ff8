import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/passwords/password-policy";

/**
 * Length only: what the form's hint says. Strength needs the user's e-mail and name too.
 * Apart from ./create-user.ts (which brings the strength estimate's dictionaries), so a form
 * whose strength check runs on the server does not ship them to the browser.
 */
export const passwordLengthSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`);

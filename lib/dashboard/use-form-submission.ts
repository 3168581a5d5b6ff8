"use client";

import { useState } from "react";
import { DashboardApiError } from "./request";

/** Messages by field name; `form` is the one for the whole form. */
export type FormErrors = Record<string, string>;

/** What a refused submission shows: the API's message for the form, and each field's own. */
function formErrorsOf(error: unknown): FormErrors {
  return error instanceof DashboardApiError ? { form: error.message, ...error.fieldErrors } : { form: "Something went wrong; try again." };
}

/**
 * The submit handler of a form that is sent once and then leaves the page (or is replaced by
 * what it did): `check` may refuse it in the browser first; `pending` holds while `submit`
 * runs and stays on after it succeeds, so the button cannot send it twice while the next
 * page loads; what `submit` throws becomes `errors`.
 */
export function useFormSubmission(submit: (form: FormData) => Promise<void>, check?: (form: FormData) => FormErrors | undefined) {
  const [errors, setErrors] = useState<FormErrors>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const refused = check?.(form);
    if (refused) return setErrors(refused);
    setPending(true);
    setErrors({});
    try {
      await submit(form);
    } catch (error) {
      setErrors(formErrorsOf(error));
      setPending(false);
    }
  }

  /** The form's own message, unless one of `fields` already shows why. */
  const formError = (...fields: string[]) => (fields.some((field) => errors[field]) ? undefined : errors.form);

  return { errors, formError, pending, onSubmit };
}

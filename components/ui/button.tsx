"use client";

import { useHydrated } from "./use-hydrated";

const VARIANTS = {
  primary: "bg-accent text-on-accent hover:bg-accent-hover disabled:bg-accent-disabled",
  secondary: "border border-border-strong bg-surface text-fg-soft hover:bg-surface-muted disabled:text-subtle",
  danger: "bg-danger-solid text-on-accent hover:bg-danger-hover disabled:bg-danger-disabled",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

/** The button look, for elements that must be another component's button (dialog actions). */
export function buttonClass(variant: ButtonVariant = "primary", className = ""): string {
  return `inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2 disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`;
}

/**
 * Disabled until the page is hydrated: what a button does (its onClick, its form's onSubmit)
 * needs the page's script, and a form sent before that would go out as a plain browser
 * submission, its fields (a password) in the URL.
 */
export function Button({
  variant = "primary",
  className = "",
  disabled,
  ...props
}: { variant?: ButtonVariant } & React.ComponentProps<"button">) {
  const hydrated = useHydrated();
  return <button className={buttonClass(variant, className)} disabled={disabled || !hydrated} {...props} />;
}

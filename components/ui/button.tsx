"use client";

import { useHydrated } from "./use-hydrated";

const VARIANTS = {
  primary: "bg-indigo-600 text-white hover:bg-indigo-500 disabled:bg-indigo-300",
  secondary: "border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:text-slate-400",
  danger: "bg-red-600 text-white hover:bg-red-500 disabled:bg-red-300",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

/** The button look, for elements that must be another component's button (dialog actions). */
export function buttonClass(variant: ButtonVariant = "primary", className = ""): string {
  return `inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`;
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
}: { variant?: ButtonVariant } & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  const hydrated = useHydrated();
  return <button className={buttonClass(variant, className)} disabled={disabled || !hydrated} {...props} />;
}

import type { Metadata } from "next";
import { cookies } from "next/headers";
import { connection } from "next/server";
import { parseTheme, THEME_COOKIE, themeAttribute } from "@/components/ui/theme";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Voice Assistant Service", template: "%s · Voice Assistant Service" },
  description: "Voice assistants that answer your calls, with a REST API and signed webhooks.",
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page renders per request: Next.js can only put the Content-Security-Policy nonce
  // (a fresh one per request, see proxy.ts) on the scripts of a page it renders now.
  await connection();
  // The chosen theme is rendered here, so the first paint has it (components/ui/theme.ts).
  const theme = parseTheme((await cookies()).get(THEME_COOKIE)?.value);
  return (
    <html lang="en" data-theme={themeAttribute(theme)}>
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  );
}

import type { Metadata } from "next";
import { connection } from "next/server";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Voice Assistant Service", template: "%s · Voice Assistant Service" },
  description: "Voice assistants that answer your calls, with a REST API and signed webhooks.",
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page renders per request: Next.js can only put the Content-Security-Policy nonce
  // (a fresh one per request, see proxy.ts) on the scripts of a page it renders now.
  await connection();
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  );
}

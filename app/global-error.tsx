"use client";

import "./globals.css";
import { ErrorPanel } from "@/components/app-shell/status-panel";

// Replaces the root layout when that layout itself fails, so it brings its own html and body.
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">
        <main className="flex min-h-screen items-center justify-center px-4 py-16">
          <ErrorPanel title="The service could not load" digest={error.digest} reset={reset} />
        </main>
      </body>
    </html>
  );
}

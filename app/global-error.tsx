"use client";

import "./globals.css";
import { ErrorExplanation, PRIMARY_ACTION, StatusPanel } from "@/components/app-shell/status-panel";

// Replaces the root layout when that layout itself fails, so it brings its own html and body.
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">
        <main className="flex min-h-screen items-center justify-center px-4 py-16">
          <StatusPanel
            code="Error"
            title="The service could not load"
            actions={
              <button type="button" onClick={reset} className={PRIMARY_ACTION}>
                Try again
              </button>
            }
          >
            <ErrorExplanation digest={error.digest} />
          </StatusPanel>
        </main>
      </body>
    </html>
  );
}

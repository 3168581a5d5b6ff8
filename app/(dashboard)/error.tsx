"use client";

import Link from "next/link";
import { useEffect } from "react";
import { ErrorExplanation, PRIMARY_ACTION, SECONDARY_ACTION, StatusPanel } from "@/components/app-shell/status-panel";

// A page that throws keeps the dashboard's navigation around it and offers a retry.
export default function DashboardError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="py-10">
      <StatusPanel
        code="Error"
        title="This page could not be shown"
        actions={
          <>
            <button type="button" onClick={reset} className={PRIMARY_ACTION}>
              Try again
            </button>
            <Link href="/overview" className={SECONDARY_ACTION}>
              Back to the overview
            </Link>
          </>
        }
      >
        <ErrorExplanation digest={error.digest} />
      </StatusPanel>
    </div>
  );
}

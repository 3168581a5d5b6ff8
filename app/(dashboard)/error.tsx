"use client";

import Link from "next/link";
import { useEffect } from "react";
import { ErrorPanel, SECONDARY_ACTION } from "@/components/app-shell/status-panel";

// A page that throws keeps the dashboard's navigation around it and offers a retry.
export default function DashboardError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="py-10">
      <ErrorPanel title="This page could not be shown" digest={error.digest} reset={reset}>
        <Link href="/overview" className={SECONDARY_ACTION}>
          Back to the overview
        </Link>
      </ErrorPanel>
    </div>
  );
}

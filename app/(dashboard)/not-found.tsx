import Link from "next/link";
import { PRIMARY_ACTION, StatusPanel } from "@/components/app-shell/status-panel";

// Shown inside the dashboard's navigation when a page finds nothing (an unknown call id, say).
export default function DashboardNotFound() {
  return (
    <div className="py-10">
      <StatusPanel
        code="404"
        title="Not found"
        actions={
          <Link href="/overview" className={PRIMARY_ACTION}>
            Back to the overview
          </Link>
        }
      >
        It may have been deleted, or it belongs to another account.
      </StatusPanel>
    </div>
  );
}

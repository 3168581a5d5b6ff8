import { HomeLinks, StatusPanel } from "@/components/app-shell/status-panel";

export const metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 py-16">
      <p className="text-sm font-semibold uppercase tracking-wide text-accent-fg">Voice Assistant Service</p>
      <StatusPanel code="404" title="Page not found" actions={<HomeLinks />}>
        There is no page at this address. Check the link, or start again from the dashboard.
      </StatusPanel>
    </main>
  );
}

/**
 * Opens the dashboard once the session changed (signed in, second factor given, signed up) with
 * a full page load rather than a client navigation. The dashboard's layout is not on the page
 * yet, and a server redirect inside the router's navigation (a member held to set up two-factor
 * is sent from /overview to /account) left the router asking the server for /account's segment
 * again and again, over a blank page (issue 40). A full load follows the redirect as HTTP does
 * and renders the layout with the new session once.
 */
export function enterDashboard(path = "/overview"): void {
  window.location.assign(path);
}

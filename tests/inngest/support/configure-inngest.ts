// Import this first in a test file that exercises the Inngest path: it starts the stand-in
// for Inngest's event API and points the client at it before anything constructs the
// client, so events are handed to "Inngest" instead of being delivered directly.
import { afterAll } from "vitest";
import { startInngestEventApi, useInngestEventApi } from "./inngest-event-api";

export const inngestEventApi = await startInngestEventApi();
useInngestEventApi(inngestEventApi.url);
afterAll(() => inngestEventApi.close());

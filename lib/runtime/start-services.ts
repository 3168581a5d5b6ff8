import { backgroundWorkService } from "@/lib/background-work/track-background-work";
import { config } from "@/lib/config/config";
import { clientService, poolService } from "@/lib/db";
import { listenerService } from "@/lib/db-notifications/listen-for-notifications";
import { eventNotificationsService } from "@/lib/events/event-notifications";
import { semaphoreService } from "@/lib/rate-limit/create-semaphore";
import { rateLimiterService } from "@/lib/rate-limit/rate-limiter";
import { requestLogBufferService, requestLogStoreService } from "@/lib/api-logs/api-log-buffer";
import { type Service, services } from "@/lib/services";

/**
 * What a server holds, in the order each needs the ones before it. Made at start-up in this
 * order, they close in the reverse one on shutdown: the background work settles (its deliveries
 * and tasks still have the database), the API log buffer writes what it holds, the listener's
 * subscribers leave before the listener closes, and the pool closes last. None of them connects
 * when made (the listener connects at its first subscription, the pool at its first query).
 */
const SERVER_SERVICES: Service<unknown>[] = [
  poolService,
  clientService,
  rateLimiterService,
  semaphoreService,
  listenerService,
  eventNotificationsService,
  requestLogStoreService,
  requestLogBufferService,
  backgroundWorkService,
];

/**
 * Makes the server's services (instrumentation.ts), before the first request. Without a
 * database configured the pool is left to its first query, which says what to set.
 */
export function startServices(): void {
  const container = services();
  const databaseSet = Boolean(config().DATABASE_URL);
  for (const service of SERVER_SERVICES) {
    if (databaseSet || (service !== poolService && service !== clientService)) container.get(service);
  }
}

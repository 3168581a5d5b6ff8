// The client: one method per operation of /api/v1, grouped by resource. Each returns the
// operation's generated response type with the answer's facts (`lastResponse`: request id,
// rate limit, retries) reachable and kept out of its JSON.
import { Core, type ClientOptions, type RequestOptions, type WithResponse, withResponse, type ResponseInfo } from "./core.js";
import { EventFollower, type FollowAnswer, type FollowOptions } from "./events-follow.js";
import { PagedList, type PageBody } from "./pagination.js";
import type {
  ApiEvent,
  Assistant,
  AssistantCreateParams,
  AssistantListParams,
  AssistantUpdateParams,
  AuditLogEntry,
  AuditLogListParams,
  Call,
  CallDetail,
  CallListParams,
  EventDetail,
  EventFollowParams,
  EventListParams,
  RecoverParams,
  RecoverResult,
  Redelivery,
  RequestLogEntry,
  RequestLogListParams,
  Usage,
  WebhookEvent,
} from "./types.js";
import { type RawBody, type VerifyOptions, verifyWebhook, type WebhookHeaders } from "./webhooks.js";

type Query = Record<string, string | number | boolean | null | undefined>;

const segment = (id: string) => encodeURIComponent(id);

abstract class Resource {
  constructor(protected readonly core: Core) {}

  protected async get<T extends object>(path: string, query?: Query, options?: RequestOptions): Promise<WithResponse<T>> {
    const { data, response } = await this.core.request<T>({ method: "GET", path, query, options });
    return withResponse(data, response);
  }

  protected async send<T extends object>(
    method: "POST" | "PUT",
    path: string,
    body: unknown,
    options?: RequestOptions,
  ): Promise<WithResponse<T>> {
    const { data, response } = await this.core.request<T>({ method, path, body, options });
    return withResponse(data, response);
  }

  protected paged<T>(path: string, query: Query & { cursor?: string } = {}, options?: RequestOptions): PagedList<T> {
    const { cursor, ...rest } = query;
    return new PagedList<T>(
      (next) => this.core.request<PageBody<T>>({ method: "GET", path, query: { ...rest, cursor: next }, options }),
      cursor,
    );
  }
}

export class Assistants extends Resource {
  /** GET /assistants (assistants:read), newest first: iterate it, or `.page()`. */
  list(params: AssistantListParams = {}, options?: RequestOptions): PagedList<Assistant> {
    return this.paged<Assistant>("/assistants", params, options);
  }
  /** POST /assistants (assistants:write): 201. Sent with an Idempotency-Key, kept across retries. */
  create(params: AssistantCreateParams, options?: RequestOptions): Promise<WithResponse<Assistant>> {
    return this.send("POST", "/assistants", params, options);
  }
  /** GET /assistants/{id} (assistants:read). */
  retrieve(id: string, options?: RequestOptions): Promise<WithResponse<Assistant>> {
    return this.get(`/assistants/${segment(id)}`, undefined, options);
  }
  /** PUT /assistants/{id} (assistants:write): only the fields sent change. */
  update(id: string, params: AssistantUpdateParams, options?: RequestOptions): Promise<WithResponse<Assistant>> {
    return this.send("PUT", `/assistants/${segment(id)}`, params, options);
  }
  /** DELETE /assistants/{id} (assistants:write): 204. */
  async delete(id: string, options?: RequestOptions): Promise<WithResponse<{ id: string; deleted: true }>> {
    const { response } = await this.core.request({ method: "DELETE", path: `/assistants/${segment(id)}`, options });
    return withResponse({ id, deleted: true as const }, response);
  }
}

export class Calls extends Resource {
  /** GET /calls (calls:read), newest first. */
  list(params: CallListParams = {}, options?: RequestOptions): PagedList<Call> {
    return this.paged<Call>("/calls", params, options);
  }
  /** GET /calls/{id} (calls:read), with the transcript once it is ready. */
  retrieve(id: string, options?: RequestOptions): Promise<WithResponse<CallDetail>> {
    return this.get(`/calls/${segment(id)}`, undefined, options);
  }
}

export class UsageResource extends Resource {
  /** GET /usage (usage:read): the current month. */
  retrieve(options?: RequestOptions): Promise<WithResponse<Usage>> {
    return this.get("/usage", undefined, options);
  }
}

export class Events extends Resource {
  /** GET /events (events:read), newest first, the last 30 days. */
  list(params: EventListParams = {}, options?: RequestOptions): PagedList<ApiEvent> {
    return this.paged<ApiEvent>("/events", params, options);
  }
  /** GET /events/{id} (events:read): the exact payload sent and every delivery with its attempts. */
  retrieve(id: string, options?: RequestOptions): Promise<WithResponse<EventDetail>> {
    return this.get(`/events/${segment(id)}`, undefined, options);
  }
  /** POST /events/{id}/redeliver (webhooks:write): a new delivery of the same event id. */
  redeliver(id: string, options?: RequestOptions): Promise<WithResponse<Redelivery>> {
    return this.send("POST", `/events/${segment(id)}/redeliver`, undefined, options);
  }
  /** POST /webhook/recover (webhooks:write): redeliver every event whose latest delivery failed since a time. */
  recover(params: RecoverParams, options?: RequestOptions): Promise<WithResponse<RecoverResult>> {
    return this.send("POST", "/webhook/recover", params, options);
  }
  /** GET /events/follow (events:read): one answer of the long poll (`after` is "now" or an answer's nextCursor). */
  followPage(params: EventFollowParams & { after: string }, options?: RequestOptions): Promise<WithResponse<FollowAnswer>> {
    const wait = params.wait ?? 0;
    return this.get("/events/follow", params, { timeout: wait * 1000 + 15_000, ...options });
  }
  /**
   * Every event recorded from now on (or after `after`), oldest first, each once, for as long as
   * you iterate: reconnects from the last position after a disconnect.
   */
  follow(options: FollowOptions = {}): EventFollower {
    return new EventFollower(this.core, options);
  }
}

export class AuditLog extends Resource {
  /** GET /audit-log (audit:read): the account's audit log, newest first. */
  list(params: AuditLogListParams = {}, options?: RequestOptions): PagedList<AuditLogEntry> {
    return this.paged<AuditLogEntry>("/audit-log", params, options);
  }
}

export class RequestLogs extends Resource {
  /** GET /request-logs (logs:read): the API logs, newest first. */
  list(params: RequestLogListParams = {}, options?: RequestOptions): PagedList<RequestLogEntry> {
    return this.paged<RequestLogEntry>("/request-logs", params, options);
  }
}

export class Webhooks {
  /**
   * Verifies a webhook request with the spec's five rules and returns its event, typed by
   * `type`. Throws a WebhookVerificationError (answer 401) that names the failed rule.
   */
  verify(rawBody: RawBody, headers: WebhookHeaders, secret: string, options?: VerifyOptions): Promise<WebhookEvent> {
    return verifyWebhook(rawBody, headers, secret, options);
  }
}

export class VoiceAssistantClient {
  readonly assistants: Assistants;
  readonly calls: Calls;
  readonly usage: UsageResource;
  readonly events: Events;
  readonly auditLog: AuditLog;
  readonly requestLogs: RequestLogs;
  readonly webhooks = new Webhooks();
  readonly #core: Core;

  constructor(options: ClientOptions = {}) {
    this.#core = new Core(options);
    this.assistants = new Assistants(this.#core);
    this.calls = new Calls(this.#core);
    this.usage = new UsageResource(this.#core);
    this.events = new Events(this.#core);
    this.auditLog = new AuditLog(this.#core);
    this.requestLogs = new RequestLogs(this.#core);
  }

  get baseUrl(): string {
    return this.#core.baseUrl;
  }
}

export type { ClientOptions, RequestOptions, ResponseInfo, WithResponse };

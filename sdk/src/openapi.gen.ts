// Generated from the service's OpenAPI document (GET /api/v1/openapi.json) by openapi-typescript.
// Do not edit: `npm run sdk:types` rewrites it, and a test fails when it differs from the document.
/* eslint-disable */
export interface paths {
    "/assistants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List assistants
         * @description Your account's assistants (the API key's account), newest first. Follow `nextCursor` for more.
         *
         *     Needs the `assistants:read` permission.
         */
        get: operations["listAssistants"];
        put?: never;
        /**
         * Create an assistant
         * @description Needs the `assistants:write` permission.
         */
        post: operations["createAssistant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assistants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an assistant
         * @description Needs the `assistants:read` permission.
         */
        get: operations["getAssistant"];
        /**
         * Update an assistant
         * @description Partial update: only the fields sent change (e.g. `{"status": "inactive"}`).
         *
         *     Needs the `assistants:write` permission.
         */
        put: operations["updateAssistant"];
        post?: never;
        /**
         * Delete an assistant
         * @description Calls already made keep the assistant's id and name.
         *
         *     Needs the `assistants:write` permission.
         */
        delete: operations["deleteAssistant"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List calls
         * @description Your account's calls (the API key's account), newest first, optionally of one assistant and/or in one status. Follow `nextCursor` for more.
         *
         *     Needs the `calls:read` permission.
         */
        get: operations["listCalls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calls/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a call
         * @description One call with its transcript (null until `transcript.ready`).
         *
         *     Needs the `calls:read` permission.
         */
        get: operations["getCall"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get usage
         * @description Minutes used in the current billing period (calendar month, UTC) against the tier's included minutes.
         *
         *     Needs the `usage:read` permission.
         */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description The account's events of the last 30 days, newest first, optionally of one type and within a time range, with each one's delivery status. Follow `nextCursor` for more. To receive new events as they are recorded, follow them instead (`GET /api/v1/events/follow`).
         *
         *     Needs the `events:read` permission.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow events
         * @description The account's events after a position, oldest first, optionally of one type; with `wait`, a long poll that answers as soon as an event is recorded (how `npm run listen` follows an account). Start with `after=now` and pass each answer's `nextCursor` as the next `after`. Events of the last 30 days only.
         *
         *     Needs the `events:read` permission.
         */
        get: operations["followEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an event
         * @description One event with the exact body sent to your endpoint (`payload`) and every delivery with its attempts.
         *
         *     Needs the `events:read` permission.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver an event
         * @description A new delivery of the event to the current webhook URL, with the usual retries. The event keeps its `id`, so a receiver that already processed it can drop it. Answers 404 when no webhook URL is configured.
         *
         *     Needs the `webhooks:write` permission.
         */
        post: operations["redeliverEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver failed events since a time
         * @description Queues a redelivery of every event whose latest delivery failed at or after `since`: nothing was delivered after that failure and no delivery of it is pending, whatever happened before it. Calling it twice queues them once (the redeliveries are pending). Events past retention are left out.
         *
         *     Needs the `webhooks:write` permission.
         */
        post: operations["recoverFailedDeliveries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List audit log entries
         * @description Every change made to the account through the dashboard or the API (keys, webhook settings, assistants, test calls, plan, members, invitations, passwords, sign-ins and sign-outs) in the last 365 days, newest first: who made it (a member or an API key), the action, its target, a before/after summary without secrets, the client address, user agent and request id. Filter by `actor`, `action`, `target` and a time range (`from` inclusive, `to` exclusive); follow `nextCursor` for more. Needs the `audit:read` permission.
         *
         *     Needs the `audit:read` permission.
         */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/request-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API requests
         * @description Every request made to /api/v1 with one of the account's keys, newest first, whatever the answer (errors and `429` included): time, method, path and operation, query, status, error code, duration, key, request id, client address, user agent and Idempotency-Key. For answers of 400 and above, the request and response bodies with secrets redacted, at most 8 KiB each. Filter by `status` (`4xx` or `429`), `method`, `route`, `keyId`, a time range (`from` inclusive, `to` exclusive) or `requestId` (the `requestId` of an error body); follow `nextCursor` for more. A request appears within a few seconds of its answer. Needs the `logs:read` permission.
         *
         *     Needs the `logs:read` permission.
         */
        get: operations["listRequestLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "call.started": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * call.started
         * @description An inbound call connects to the assistant.
         *
         *     Verify before you trust the body:
         *     1. `X-Service-Timestamp` within 300 seconds of your clock;
         *     2. the signed text is `<timestamp>.<raw body>` (the bytes received, before parsing);
         *     3. the expected signature is the hex HMAC-SHA256 of it, keyed with your signing secret;
         *     4. compare it with `X-Service-Signature` in constant time;
         *     5. answer 401 when any check fails.
         */
        post: operations["callStartedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "call.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * call.completed
         * @description A call ends successfully. Its minutes count towards the period's usage.
         *
         *     Verify before you trust the body:
         *     1. `X-Service-Timestamp` within 300 seconds of your clock;
         *     2. the signed text is `<timestamp>.<raw body>` (the bytes received, before parsing);
         *     3. the expected signature is the hex HMAC-SHA256 of it, keyed with your signing secret;
         *     4. compare it with `X-Service-Signature` in constant time;
         *     5. answer 401 when any check fails.
         */
        post: operations["callCompletedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "call.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * call.failed
         * @description A call fails because of an error.
         *
         *     Verify before you trust the body:
         *     1. `X-Service-Timestamp` within 300 seconds of your clock;
         *     2. the signed text is `<timestamp>.<raw body>` (the bytes received, before parsing);
         *     3. the expected signature is the hex HMAC-SHA256 of it, keyed with your signing secret;
         *     4. compare it with `X-Service-Signature` in constant time;
         *     5. answer 401 when any check fails.
         */
        post: operations["callFailedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "call.missed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * call.missed
         * @description A call is not answered.
         *
         *     Verify before you trust the body:
         *     1. `X-Service-Timestamp` within 300 seconds of your clock;
         *     2. the signed text is `<timestamp>.<raw body>` (the bytes received, before parsing);
         *     3. the expected signature is the hex HMAC-SHA256 of it, keyed with your signing secret;
         *     4. compare it with `X-Service-Signature` in constant time;
         *     5. answer 401 when any check fails.
         */
        post: operations["callMissedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "transcript.ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * transcript.ready
         * @description The call's transcript has been processed: `GET /api/v1/calls/{id}` returns it.
         *
         *     Verify before you trust the body:
         *     1. `X-Service-Timestamp` within 300 seconds of your clock;
         *     2. the signed text is `<timestamp>.<raw body>` (the bytes received, before parsing);
         *     3. the expected signature is the hex HMAC-SHA256 of it, keyed with your signing secret;
         *     4. compare it with `X-Service-Signature` in constant time;
         *     5. answer 401 when any check fails.
         */
        post: operations["transcriptReadyWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "usage.threshold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * usage.threshold
         * @description Usage reaches 80 %, 90 % or 100 % of the included minutes; sent once per threshold per billing period.
         *
         *     Verify before you trust the body:
         *     1. `X-Service-Timestamp` within 300 seconds of your clock;
         *     2. the signed text is `<timestamp>.<raw body>` (the bytes received, before parsing);
         *     3. the expected signature is the hex HMAC-SHA256 of it, keyed with your signing secret;
         *     4. compare it with `X-Service-Signature` in constant time;
         *     5. answer 401 when any check fails.
         */
        post: operations["usageThresholdWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * @description The `call.started` envelope.
         * @example {
         *       "id": "evt_01kaj2v4a7c9e1g3j5m7p9r2t4",
         *       "type": "call.started",
         *       "data": {
         *         "callId": "call_01kaj2v3c5m7q9x2c4v6b8n0p2",
         *         "assistantId": "asst_01kaj2tz8e4r6w1y3a5d7f9h2k",
         *         "assistantName": "Front desk",
         *         "phoneNumber": "+15550100123",
         *         "callerNumber": "+14155550142",
         *         "direction": "inbound",
         *         "startedAt": "2026-11-21T10:21:04.000Z"
         *       },
         *       "timestamp": "2026-11-21T10:21:04.000Z"
         *     }
         */
        CallStartedEvent: {
            /** @description Event id, the same on every retry: deduplicate on it. */
            id: string;
            /** @enum {string} */
            type: "call.started";
            data: components["schemas"]["CallStartedData"];
            /**
             * Format: date-time
             * @description When the event happened (ISO 8601, UTC).
             */
            timestamp: string;
        };
        /** @description An inbound call connects to the assistant. */
        CallStartedData: {
            /**
             * @description The call (`GET /api/v1/calls/{id}` reads it).
             * @example call_01kaj2v3c5m7q9x2c4v6b8n0p2
             */
            callId: string;
            /**
             * @description The assistant that took the call.
             * @example asst_01kaj2tz8e4r6w1y3a5d7f9h2k
             */
            assistantId: string;
            /**
             * @description The assistant's name when the call came in.
             * @example Front desk
             */
            assistantName: string;
            /**
             * @description The assistant's line that was called (E.164).
             * @example +15550100123
             */
            phoneNumber: string;
            /**
             * @description The caller's telephone number (E.164).
             * @example +14155550142
             */
            callerNumber: string;
            /**
             * @description Always `inbound`: assistants answer calls.
             * @example inbound
             * @enum {string}
             */
            direction: "inbound";
            /**
             * Format: date-time
             * @description When the assistant answered (ISO 8601, UTC).
             * @example 2026-11-21T10:21:04.000Z
             */
            startedAt: string;
        };
        /**
         * @description The `call.completed` envelope.
         * @example {
         *       "id": "evt_01kaj2x1b8d0f2h4k6n8q0s2v4",
         *       "type": "call.completed",
         *       "data": {
         *         "callId": "call_01kaj2v3c5m7q9x2c4v6b8n0p2",
         *         "assistantId": "asst_01kaj2tz8e4r6w1y3a5d7f9h2k",
         *         "duration": 95,
         *         "endedAt": "2026-11-21T10:22:39.000Z",
         *         "summary": "The caller booked a table for two on Friday at 7 pm."
         *       },
         *       "timestamp": "2026-11-21T10:22:39.000Z"
         *     }
         */
        CallCompletedEvent: {
            /** @description Event id, the same on every retry: deduplicate on it. */
            id: string;
            /** @enum {string} */
            type: "call.completed";
            data: components["schemas"]["CallCompletedData"];
            /**
             * Format: date-time
             * @description When the event happened (ISO 8601, UTC).
             */
            timestamp: string;
        };
        /** @description A call ends successfully. Its minutes count towards the period's usage. */
        CallCompletedData: {
            /**
             * @description The call (`GET /api/v1/calls/{id}` reads it).
             * @example call_01kaj2v3c5m7q9x2c4v6b8n0p2
             */
            callId: string;
            /**
             * @description The assistant that took the call.
             * @example asst_01kaj2tz8e4r6w1y3a5d7f9h2k
             */
            assistantId: string;
            /**
             * @description Length of the call in whole seconds.
             * @example 95
             */
            duration: number;
            /**
             * Format: date-time
             * @description When the call ended (ISO 8601, UTC).
             * @example 2026-11-21T10:22:39.000Z
             */
            endedAt: string;
            /**
             * @description Generated summary of the conversation.
             * @example The caller booked a table for two on Friday at 7 pm.
             */
            summary: string;
        };
        /**
         * @description The `call.failed` envelope.
         * @example {
         *       "id": "evt_01kaj2v4g2j4m6p8r0t2w4y6a8",
         *       "type": "call.failed",
         *       "data": {
         *         "callId": "call_01kaj2v3c5m7q9x2c4v6b8n0p2",
         *         "assistantId": "asst_01kaj2tz8e4r6w1y3a5d7f9h2k",
         *         "error": {
         *           "code": "ASSISTANT_UNAVAILABLE",
         *           "message": "The assistant is not active."
         *         },
         *         "failedAt": "2026-11-21T10:21:05.000Z"
         *       },
         *       "timestamp": "2026-11-21T10:21:05.000Z"
         *     }
         */
        CallFailedEvent: {
            /** @description Event id, the same on every retry: deduplicate on it. */
            id: string;
            /** @enum {string} */
            type: "call.failed";
            data: components["schemas"]["CallFailedData"];
            /**
             * Format: date-time
             * @description When the event happened (ISO 8601, UTC).
             */
            timestamp: string;
        };
        /** @description A call fails because of an error. */
        CallFailedData: {
            /**
             * @description The call (`GET /api/v1/calls/{id}` reads it).
             * @example call_01kaj2v3c5m7q9x2c4v6b8n0p2
             */
            callId: string;
            /**
             * @description The assistant that took the call.
             * @example asst_01kaj2tz8e4r6w1y3a5d7f9h2k
             */
            assistantId: string;
            /**
             * @description Why the call failed: `code` is one of `ASSISTANT_UNAVAILABLE`, `ASSISTANT_ERROR`, `CONNECTION_LOST`, `CALL_TIMEOUT` (`ASSISTANT_UNAVAILABLE`: the assistant is not active); `message` says it in words.
             * @example {
             *       "code": "ASSISTANT_UNAVAILABLE",
             *       "message": "The assistant is not active."
             *     }
             */
            error: {
                code: string;
                message: string;
            };
            /**
             * Format: date-time
             * @description When the call failed (ISO 8601, UTC).
             * @example 2026-11-21T10:21:05.000Z
             */
            failedAt: string;
        };
        /**
         * @description The `call.missed` envelope.
         * @example {
         *       "id": "evt_01kaj2w9c3e5g7j9m1p3r5t7w9",
         *       "type": "call.missed",
         *       "data": {
         *         "callId": "call_01kaj2v3c5m7q9x2c4v6b8n0p2",
         *         "assistantId": "asst_01kaj2tz8e4r6w1y3a5d7f9h2k",
         *         "callerNumber": "+14155550142",
         *         "reason": "no_answer"
         *       },
         *       "timestamp": "2026-11-21T10:22:41.000Z"
         *     }
         */
        CallMissedEvent: {
            /** @description Event id, the same on every retry: deduplicate on it. */
            id: string;
            /** @enum {string} */
            type: "call.missed";
            data: components["schemas"]["CallMissedData"];
            /**
             * Format: date-time
             * @description When the event happened (ISO 8601, UTC).
             */
            timestamp: string;
        };
        /** @description A call is not answered. */
        CallMissedData: {
            /**
             * @description The call (`GET /api/v1/calls/{id}` reads it).
             * @example call_01kaj2v3c5m7q9x2c4v6b8n0p2
             */
            callId: string;
            /**
             * @description The assistant that took the call.
             * @example asst_01kaj2tz8e4r6w1y3a5d7f9h2k
             */
            assistantId: string;
            /**
             * @description The caller's telephone number (E.164).
             * @example +14155550142
             */
            callerNumber: string;
            /**
             * @description Why nobody answered: `no_answer`, or `caller_hung_up` when the caller gave up first.
             * @example no_answer
             */
            reason: string;
        };
        /**
         * @description The `transcript.ready` envelope.
         * @example {
         *       "id": "evt_01kaj2x2d9f1h3k5n7q9s1v3x5",
         *       "type": "transcript.ready",
         *       "data": {
         *         "callId": "call_01kaj2v3c5m7q9x2c4v6b8n0p2",
         *         "assistantId": "asst_01kaj2tz8e4r6w1y3a5d7f9h2k",
         *         "messageCount": 12,
         *         "duration": 95
         *       },
         *       "timestamp": "2026-11-21T10:22:41.000Z"
         *     }
         */
        TranscriptReadyEvent: {
            /** @description Event id, the same on every retry: deduplicate on it. */
            id: string;
            /** @enum {string} */
            type: "transcript.ready";
            data: components["schemas"]["TranscriptReadyData"];
            /**
             * Format: date-time
             * @description When the event happened (ISO 8601, UTC).
             */
            timestamp: string;
        };
        /** @description The call's transcript has been processed: `GET /api/v1/calls/{id}` returns it. */
        TranscriptReadyData: {
            /**
             * @description The call (`GET /api/v1/calls/{id}` reads it).
             * @example call_01kaj2v3c5m7q9x2c4v6b8n0p2
             */
            callId: string;
            /**
             * @description The assistant that took the call.
             * @example asst_01kaj2tz8e4r6w1y3a5d7f9h2k
             */
            assistantId: string;
            /**
             * @description Messages in the transcript.
             * @example 12
             */
            messageCount: number;
            /**
             * @description Length of the call in whole seconds.
             * @example 95
             */
            duration: number;
        };
        /**
         * @description The `usage.threshold` envelope.
         * @example {
         *       "id": "evt_01kaj2x1e4g6j8m0p2r4t6w8y0",
         *       "type": "usage.threshold",
         *       "data": {
         *         "threshold": 80,
         *         "minutesUsed": 800,
         *         "minutesIncluded": 1000,
         *         "tier": "starter"
         *       },
         *       "timestamp": "2026-11-21T10:22:41.000Z"
         *     }
         */
        UsageThresholdEvent: {
            /** @description Event id, the same on every retry: deduplicate on it. */
            id: string;
            /** @enum {string} */
            type: "usage.threshold";
            data: components["schemas"]["UsageThresholdData"];
            /**
             * Format: date-time
             * @description When the event happened (ISO 8601, UTC).
             */
            timestamp: string;
        };
        /** @description Usage reaches 80 %, 90 % or 100 % of the included minutes; sent once per threshold per billing period. */
        UsageThresholdData: {
            /**
             * @description The percentage of included minutes reached: 80, 90 or 100.
             * @example 80
             * @enum {integer}
             */
            threshold: 80 | 90 | 100;
            /**
             * @description Minutes used so far this billing period.
             * @example 800
             */
            minutesUsed: number;
            /**
             * @description Minutes the tier includes per period.
             * @example 1000
             */
            minutesIncluded: number;
            /**
             * @description The account's tier: `pay_as_you_go`, `starter` or `professional`.
             * @example starter
             */
            tier: string;
        };
        AssistantList: {
            data: components["schemas"]["Assistant"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        Assistant: {
            /**
             * @description Assistant identifier.
             * @example asst_01kaj2v3c5m7q9x2c4v6b8n0p2
             */
            id: string;
            name: string;
            businessWebsite: string | null;
            language: string;
            /** @enum {string} */
            voiceTier: "standard" | "professional";
            voiceId: string;
            /** @enum {string} */
            status: "active" | "inactive";
            /**
             * @description The assistant's telephone line (E.164).
             * @example +15550100123
             */
            phoneNumber: string;
            /**
             * Format: date-time
             * @example 2026-11-21T08:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-11-21T08:00:00.000Z
             */
            updatedAt: string;
        };
        Error: {
            error: {
                /** @enum {string} */
                code: "UNAUTHORIZED" | "FORBIDDEN" | "CONFIRMATION_REQUIRED" | "NOT_FOUND" | "RATE_LIMITED" | "INTERNAL_ERROR" | "VALIDATION_ERROR" | "INVALID_JSON" | "UNSUPPORTED_MEDIA_TYPE" | "PAYLOAD_TOO_LARGE" | "METHOD_NOT_ALLOWED" | "CONFLICT" | "IDEMPOTENCY_KEY_INVALID" | "IDEMPOTENCY_KEY_IN_FLIGHT" | "IDEMPOTENCY_KEY_REUSED";
                /** @description For people; may change. Match on `code`. */
                message: string;
                /**
                 * @description Same as the X-Request-Id header; quote it to support.
                 * @example req_01kaj2v3c5m7q9x2c4v6b8n0p2
                 */
                requestId: string;
                /** @description Present on VALIDATION_ERROR: one entry per problem. */
                details?: {
                    /**
                     * @description Dotted path of the offending field; empty for the body as a whole.
                     * @example language
                     */
                    path: string;
                    message: string;
                }[];
            };
        };
        /** @description Fields of a new assistant. `voiceTier` defaults to `standard`. */
        CreateAssistant: {
            /**
             * @description Display name. Leading and trailing white space is removed; 1–100 characters must remain, and no control characters.
             * @example Front desk
             */
            name: string;
            /**
             * Format: uri
             * @description The customer's business site, an http(s) URL with a domain name.
             * @example https://example.com
             */
            businessWebsite?: string;
            /**
             * @description Language tag `<language>-<REGION>`.
             * @example en-US
             */
            language: string;
            /**
             * @description Voice quality tier. Defaults to `standard`.
             * @example professional
             * @enum {string}
             */
            voiceTier?: "standard" | "professional";
            /**
             * @description Voice identifier `<provider>-<voice name>`.
             * @example elevenlabs-rachel
             */
            voiceId: string;
            /**
             * @description Whether the assistant answers calls. Calls to an inactive one fail with ASSISTANT_UNAVAILABLE. Defaults to `active`.
             * @enum {string}
             */
            status?: "active" | "inactive";
        };
        /** @description Partial update: only the fields sent change. `businessWebsite: null` clears it. */
        UpdateAssistant: {
            /**
             * @description Display name. Leading and trailing white space is removed; 1–100 characters must remain, and no control characters.
             * @example Front desk
             */
            name?: string;
            /**
             * Format: uri
             * @description The customer's business site, an http(s) URL with a domain name.
             * @example https://example.com
             */
            businessWebsite?: string | null;
            /**
             * @description Language tag `<language>-<REGION>`.
             * @example en-US
             */
            language?: string;
            /**
             * @description Voice quality tier.
             * @example professional
             * @enum {string}
             */
            voiceTier?: "standard" | "professional";
            /**
             * @description Voice identifier `<provider>-<voice name>`.
             * @example elevenlabs-rachel
             */
            voiceId?: string;
            /**
             * @description Whether the assistant answers calls. Calls to an inactive one fail with ASSISTANT_UNAVAILABLE.
             * @enum {string}
             */
            status?: "active" | "inactive";
        };
        CallList: {
            data: components["schemas"]["Call"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        Call: {
            /**
             * @description Call identifier.
             * @example call_01kaj2v3c5m7q9x2c4v6b8n0p2
             */
            id: string;
            /** @description The assistant that took the call (kept after the assistant is deleted). */
            assistantId: string;
            /**
             * @description The assistant's name when the call came in.
             * @example Front desk
             */
            assistantName: string;
            /**
             * @description The assistant's line that was called (E.164).
             * @example +15550100123
             */
            phoneNumber: string;
            /**
             * @description The caller's number (E.164).
             * @example +14155550142
             */
            callerNumber: string;
            /** @enum {string} */
            direction: "inbound";
            /**
             * @description ringing → in_progress → completed | failed, or ringing → missed; a call can also fail while ringing.
             * @enum {string}
             */
            status: "ringing" | "in_progress" | "completed" | "failed" | "missed";
            /**
             * Format: date-time
             * @description When the assistant answered.
             * @example 2026-11-21T08:00:00.000Z
             */
            startedAt: string | null;
            /**
             * Format: date-time
             * @description When a completed call ended, or a missed call stopped ringing.
             * @example 2026-11-21T08:00:00.000Z
             */
            endedAt: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T08:00:00.000Z
             */
            failedAt: string | null;
            /**
             * @description Length of a completed call in whole seconds.
             * @example 95
             */
            duration: number | null;
            /** @description Generated summary of a completed call. */
            summary: string | null;
            /** @description Why a failed call failed, as in `call.failed`. */
            error: {
                /** @enum {string} */
                code: "ASSISTANT_UNAVAILABLE" | "ASSISTANT_ERROR" | "CONNECTION_LOST" | "CALL_TIMEOUT";
                message: string;
            } | null;
            /**
             * @description Why a missed call was missed, as in `call.missed`.
             * @enum {string|null}
             */
            reason: "no_answer" | "caller_hung_up" | null;
            /** @description Transcript messages; null until the transcript is ready. */
            messageCount: number | null;
            /**
             * Format: date-time
             * @example 2026-11-21T08:00:00.000Z
             */
            transcriptReadyAt: string | null;
            /**
             * Format: date-time
             * @description When the call came in (started ringing).
             * @example 2026-11-21T08:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-11-21T08:00:00.000Z
             */
            updatedAt: string;
        };
        CallDetail: {
            /**
             * @description Call identifier.
             * @example call_01kaj2v3c5m7q9x2c4v6b8n0p2
             */
            id: string;
            /** @description The assistant that took the call (kept after the assistant is deleted). */
            assistantId: string;
            /**
             * @description The assistant's name when the call came in.
             * @example Front desk
             */
            assistantName: string;
            /**
             * @description The assistant's line that was called (E.164).
             * @example +15550100123
             */
            phoneNumber: string;
            /**
             * @description The caller's number (E.164).
             * @example +14155550142
             */
            callerNumber: string;
            /** @enum {string} */
            direction: "inbound";
            /**
             * @description ringing → in_progress → completed | failed, or ringing → missed; a call can also fail while ringing.
             * @enum {string}
             */
            status: "ringing" | "in_progress" | "completed" | "failed" | "missed";
            /**
             * Format: date-time
             * @description When the assistant answered.
             * @example 2026-11-21T08:00:00.000Z
             */
            startedAt: string | null;
            /**
             * Format: date-time
             * @description When a completed call ended, or a missed call stopped ringing.
             * @example 2026-11-21T08:00:00.000Z
             */
            endedAt: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T08:00:00.000Z
             */
            failedAt: string | null;
            /**
             * @description Length of a completed call in whole seconds.
             * @example 95
             */
            duration: number | null;
            /** @description Generated summary of a completed call. */
            summary: string | null;
            /** @description Why a failed call failed, as in `call.failed`. */
            error: {
                /** @enum {string} */
                code: "ASSISTANT_UNAVAILABLE" | "ASSISTANT_ERROR" | "CONNECTION_LOST" | "CALL_TIMEOUT";
                message: string;
            } | null;
            /**
             * @description Why a missed call was missed, as in `call.missed`.
             * @enum {string|null}
             */
            reason: "no_answer" | "caller_hung_up" | null;
            /** @description Transcript messages; null until the transcript is ready. */
            messageCount: number | null;
            /**
             * Format: date-time
             * @example 2026-11-21T08:00:00.000Z
             */
            transcriptReadyAt: string | null;
            /**
             * Format: date-time
             * @description When the call came in (started ringing).
             * @example 2026-11-21T08:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-11-21T08:00:00.000Z
             */
            updatedAt: string;
            /** @description The conversation, oldest first; null until `transcript.ready`. */
            transcript: components["schemas"]["TranscriptMessage"][] | null;
        };
        TranscriptMessage: {
            /** @enum {string} */
            role: "assistant" | "caller";
            text: string;
            /**
             * Format: date-time
             * @description When the message was spoken.
             */
            at: string;
        };
        Usage: {
            /**
             * Format: date-time
             * @description First instant of the billing period (calendar month, UTC).
             * @example 2026-11-01T00:00:00.000Z
             */
            periodStart: string;
            /**
             * Format: date-time
             * @description First instant after the period (exclusive).
             * @example 2026-12-01T00:00:00.000Z
             */
            periodEnd: string;
            /**
             * @description Sum of ceil(duration / 60) of the period's completed calls.
             * @example 812
             */
            minutesUsed: number;
            /**
             * @description Minutes included in the tier (0 for Pay-As-You-Go).
             * @example 1000
             */
            minutesIncluded: number;
            /**
             * @example starter
             * @enum {string}
             */
            tier: "pay_as_you_go" | "starter" | "professional";
            /**
             * @description Percentages of the included minutes reached this period, each announced once by `usage.threshold`.
             * @example [
             *       80
             *     ]
             */
            thresholdsReached: (80 | 90 | 100)[];
        };
        EventList: {
            data: components["schemas"]["Event"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        Event: {
            /**
             * @description Event identifier: the `id` of the envelope and the X-Service-Event-Id header.
             * @example evt_01kaj2v3c5m7q9x2c4v6b8n0p2
             */
            id: string;
            /** @enum {string} */
            type: "call.started" | "call.completed" | "call.failed" | "call.missed" | "transcript.ready" | "usage.threshold";
            /** @description The event's payload, as in the webhook. */
            data: {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @description The envelope's timestamp.
             * @example 2026-11-21T08:00:00.000Z
             */
            timestamp: string;
            /**
             * Format: date-time
             * @description When the event was recorded; `createdAfter`/`createdBefore` filter on it.
             * @example 2026-11-21T08:00:00.000Z
             */
            createdAt: string;
            deliveryStatus: components["schemas"]["EventDeliveryStatus"];
        };
        /**
         * @description The latest delivery's status; `pending` also while the event waits to be handed to delivery. `not_sent`: no webhook URL, or the endpoint does not take this type.
         * @enum {string}
         */
        EventDeliveryStatus: "pending" | "delivered" | "failed" | "not_sent";
        EventDetail: {
            /**
             * @description Event identifier: the `id` of the envelope and the X-Service-Event-Id header.
             * @example evt_01kaj2v3c5m7q9x2c4v6b8n0p2
             */
            id: string;
            /** @enum {string} */
            type: "call.started" | "call.completed" | "call.failed" | "call.missed" | "transcript.ready" | "usage.threshold";
            /** @description The event's payload, as in the webhook. */
            data: {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @description The envelope's timestamp.
             * @example 2026-11-21T08:00:00.000Z
             */
            timestamp: string;
            /**
             * Format: date-time
             * @description When the event was recorded; `createdAfter`/`createdBefore` filter on it.
             * @example 2026-11-21T08:00:00.000Z
             */
            createdAt: string;
            deliveryStatus: components["schemas"]["EventDeliveryStatus"];
            /** @description The exact JSON body sent (and signed) for this event. */
            payload: string;
            /** @description Every delivery of the event, newest first. */
            deliveries: components["schemas"]["EventDelivery"][];
        };
        EventDelivery: {
            /** @example dlv_01kaj2v3c5m7q9x2c4v6b8n0p2 */
            id: string;
            kind: components["schemas"]["DeliveryKind"];
            status: components["schemas"]["DeliveryStatus"];
            url: string;
            attemptCount: number;
            /**
             * Format: date-time
             * @example 2026-11-21T08:00:00.000Z
             */
            nextAttemptAt: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T08:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-11-21T08:00:00.000Z
             */
            completedAt: string | null;
            attempts: components["schemas"]["EventDeliveryAttempt"][];
        };
        /**
         * @description `event`: the delivery made when the event happened; `resend`: a redelivery.
         * @enum {string}
         */
        DeliveryKind: "event" | "resend";
        /** @enum {string} */
        DeliveryStatus: "pending" | "delivered" | "failed";
        EventDeliveryAttempt: {
            attemptNumber: number;
            /**
             * Format: date-time
             * @example 2026-11-21T08:00:00.000Z
             */
            startedAt: string;
            /** @description Your endpoint's HTTP status; null when no response arrived. */
            statusCode: number | null;
            latencyMs: number;
            error: string | null;
        };
        Redelivery: {
            /**
             * @description Event identifier: the `id` of the envelope and the X-Service-Event-Id header.
             * @example evt_01kaj2v3c5m7q9x2c4v6b8n0p2
             */
            eventId: string;
            deliveryId: string;
            /**
             * @description `pending`: queued, follow it with GET /api/v1/events/:id; `failed`: the delivery could not be queued (retry later).
             * @enum {string}
             */
            status: "pending" | "failed";
        };
        RecoverResult: {
            /**
             * @description Events queued for redelivery (at most 1000 per call).
             * @example 3
             */
            queued: number;
            /**
             * Format: date-time
             * @example 2026-11-21T08:00:00.000Z
             */
            since: string;
        };
        RecoverInput: {
            /**
             * Format: date-time
             * @description Redeliver every event whose delivery failed at or after this time.
             * @example 2026-11-21T08:00:00Z
             */
            since: string;
        };
        AuditLogList: {
            data: components["schemas"]["AuditLogEntry"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        AuditLogEntry: {
            /**
             * @description Audit log entry identifier; entries sort by time.
             * @example aud_01kaj2v3c5m7q9x2c4v6b8n0p2
             */
            id: string;
            /**
             * Format: date-time
             * @description When the change was made (committed).
             * @example 2026-11-21T08:00:00.000Z
             */
            createdAt: string;
            actor: components["schemas"]["AuditActor"];
            action: components["schemas"]["AuditAction"];
            target: components["schemas"]["AuditTarget"];
            /** @description What changed, without secrets: `before`/`after` for an update, the new fields for a create, or other facts. */
            summary: {
                [key: string]: unknown;
            } | null;
            /**
             * @description The client address of the request.
             * @example 203.0.113.7
             */
            ipAddress: string | null;
            userAgent: string | null;
            /** @description The request's X-Request-Id, to find it in the logs. */
            requestId: string | null;
        };
        AuditActor: {
            /** @enum {string} */
            type: "user" | "api_key" | "system";
            /** @description The member's or key's id; null for the service itself. */
            id: string | null;
            /**
             * @description The member's e-mail, or the key's name and prefix.
             * @example ada@example.com
             */
            label: string;
        };
        /**
         * @description What was done, `<resource>.<verb>`.
         * @enum {string}
         */
        AuditAction: "api_key.created" | "api_key.revoked" | "webhook.url_set" | "webhook.removed" | "webhook.enabled" | "webhook.event_types_set" | "webhook.secret_revealed" | "webhook.secret_rotated" | "webhook.test_sent" | "webhook.delivery_resent" | "webhook.pending_event_delivered" | "webhook.event_redelivered" | "webhook.failed_events_recovered" | "assistant.created" | "assistant.updated" | "assistant.deleted" | "call.test_started" | "account.plan_changed" | "account.two_factor_requirement_set" | "account.closed" | "account.reopened" | "account.exported" | "member.role_changed" | "member.ownership_transferred" | "member.removed" | "member.left" | "member.two_factor_reset" | "invitation.sent" | "invitation.resent" | "invitation.canceled" | "invitation.accepted" | "user.created" | "user.password_changed" | "user.password_reset_requested" | "user.password_reset" | "user.signed_in" | "user.sign_in_refused" | "user.signed_out" | "user.session_ended" | "user.sessions_ended" | "user.second_factor_verified" | "two_factor.enabled" | "two_factor.disabled" | "two_factor.recovery_codes_regenerated" | "two_factor.recovery_code_used" | "passkey.added" | "passkey.renamed" | "passkey.removed";
        /** @description What was changed; null when the action has no single target. */
        AuditTarget: {
            type: string;
            id: string;
            label: string | null;
        } | null;
        RequestLogList: {
            data: components["schemas"]["RequestLogEntry"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        RequestLogEntry: {
            /**
             * @description Request identifier: the X-Request-Id header and `requestId` of an error body.
             * @example req_01kaj2v3c5m7q9x2c4v6b8n0p2
             */
            id: string;
            /**
             * Format: date-time
             * @description When the request arrived.
             * @example 2026-11-21T08:00:00.000Z
             */
            createdAt: string;
            /** @example POST */
            method: string;
            /**
             * @description The path asked for.
             * @example /api/v1/assistants
             */
            path: string;
            /**
             * @description The operation's path template; null when no operation serves the path.
             * @example /api/v1/assistants/{id}
             */
            route: string | null;
            /**
             * @description The query string (without `?`), secrets redacted.
             * @example limit=20
             */
            query: string | null;
            /** @example 201 */
            status: number;
            /**
             * @description The error body's `code` for answers of 400 and above.
             * @example VALIDATION_ERROR
             */
            errorCode: string | null;
            /** @description Time to the answer, in milliseconds. */
            durationMs: number;
            apiKey: components["schemas"]["RequestLogApiKey"];
            /** @example 203.0.113.7 */
            ipAddress: string | null;
            userAgent: string | null;
            /** @description The request's Idempotency-Key header. */
            idempotencyKey: string | null;
            /** @description True when the answer was the replay of an earlier request with the same Idempotency-Key. */
            replayed: boolean;
            /** @description The request body for answers of 400 and above, secrets redacted (`"[REDACTED]"`), at most 8 KiB (longer ones end with `…[truncated]`); null for successful answers and bodies the service did not read. */
            requestBody: string | null;
            /** @description The response body for answers of 400 and above, secrets redacted (`"[REDACTED]"`), at most 8 KiB (longer ones end with `…[truncated]`); null for successful answers and bodies the service did not read. */
            responseBody: string | null;
        };
        /** @description The key the request was made with (never the key itself). */
        RequestLogApiKey: {
            id: string;
            name: string;
            prefix: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listAssistants: {
        parameters: {
            query?: {
                /** @description Page size, 1–100, in decimal digits. An empty value (`?name=`) is the same as leaving the parameter out. */
                limit?: number;
                /** @description `nextCursor` of the previous page; omit for the first page (newest first). An empty value (`?name=`) is the same as leaving the parameter out. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of assistants. */
            200: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssistantList"];
                };
            };
            /** @description `VALIDATION_ERROR`: The body or query is not valid; `error.details` lists each problem. */
            400: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `UNAUTHORIZED`: Missing, malformed, unknown, revoked or expired API key. */
            401: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `FORBIDDEN`: The API key lacks the permission this operation needs. */
            403: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `RATE_LIMITED`: Over the tier's per-minute or per-day limit. `Retry-After` says when to retry. */
            429: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    /** @description Seconds to wait. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `INTERNAL_ERROR`: Server error; retry later. */
            500: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createAssistant: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first result for this key (per account, 24 hours) is returned again instead of running the request twice. 1–255 printable ASCII characters, e.g. a UUID. The same key with another method, path or body answers 422 `IDEMPOTENCY_KEY_REUSED`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAssistant"];
            };
        };
        responses: {
            /** @description The created assistant. */
            201: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    /** @description Path of the new resource. */
                    Location: string;
                    /** @description `true` when this is the stored result of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Assistant"];
                };
            };
            /** @description `IDEMPOTENCY_KEY_INVALID`: The `Idempotency-Key` header is not 1–255 printable ASCII characters without spaces. `VALIDATION_ERROR`: The body or query is not valid; `error.details` lists each problem. `INVALID_JSON`: The body is not valid JSON. */
            400: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `UNAUTHORIZED`: Missing, malformed, unknown, revoked or expired API key. */
            401: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `FORBIDDEN`: The API key lacks the permission this operation needs. */
            403: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `IDEMPOTENCY_KEY_IN_FLIGHT`: A request with this `Idempotency-Key` is still running; retry in a moment to get its result. */
            409: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: The body is larger than 64 KiB. */
            413: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not declared as `Content-Type: application/json`. */
            415: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `IDEMPOTENCY_KEY_REUSED`: This `Idempotency-Key` was used in the last 24 hours for a different request (method, path or body). */
            422: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `RATE_LIMITED`: Over the tier's per-minute or per-day limit. `Retry-After` says when to retry. */
            429: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    /** @description Seconds to wait. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `INTERNAL_ERROR`: Server error; retry later. */
            500: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAssistant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Assistant identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assistant. */
            200: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Assistant"];
                };
            };
            /** @description `UNAUTHORIZED`: Missing, malformed, unknown, revoked or expired API key. */
            401: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `FORBIDDEN`: The API key lacks the permission this operation needs. */
            403: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `NOT_FOUND`: No such resource in the caller's account. */
            404: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `RATE_LIMITED`: Over the tier's per-minute or per-day limit. `Retry-After` says when to retry. */
            429: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    /** @description Seconds to wait. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `INTERNAL_ERROR`: Server error; retry later. */
            500: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAssistant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Assistant identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAssistant"];
            };
        };
        responses: {
            /** @description The updated assistant. */
            200: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Assistant"];
                };
            };
            /** @description `VALIDATION_ERROR`: The body or query is not valid; `error.details` lists each problem. `INVALID_JSON`: The body is not valid JSON. */
            400: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `UNAUTHORIZED`: Missing, malformed, unknown, revoked or expired API key. */
            401: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `FORBIDDEN`: The API key lacks the permission this operation needs. */
            403: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `NOT_FOUND`: No such resource in the caller's account. */
            404: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: The body is larger than 64 KiB. */
            413: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not declared as `Content-Type: application/json`. */
            415: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `RATE_LIMITED`: Over the tier's per-minute or per-day limit. `Retry-After` says when to retry. */
            429: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    /** @description Seconds to wait. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `INTERNAL_ERROR`: Server error; retry later. */
            500: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAssistant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Assistant identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `UNAUTHORIZED`: Missing, malformed, unknown, revoked or expired API key. */
            401: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `FORBIDDEN`: The API key lacks the permission this operation needs. */
            403: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `NOT_FOUND`: No such resource in the caller's account. */
            404: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `RATE_LIMITED`: Over the tier's per-minute or per-day limit. `Retry-After` says when to retry. */
            429: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    /** @description Seconds to wait. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `INTERNAL_ERROR`: Server error; retry later. */
            500: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCalls: {
        parameters: {
            query?: {
                /** @description Only calls of this assistant. An empty value (`?name=`) is the same as leaving the parameter out. */
                assistantId?: string;
                /** @description Only calls in this status. An empty value (`?name=`) is the same as leaving the parameter out. */
                status?: "ringing" | "in_progress" | "completed" | "failed" | "missed";
                /** @description Only calls that came in at or after this time. An empty value (`?name=`) is the same as leaving the parameter out. */
                createdAfter?: string;
                /** @description Only calls that came in before this time. An empty value (`?name=`) is the same as leaving the parameter out. */
                createdBefore?: string;
                /** @description Page size, 1–100, in decimal digits. An empty value (`?name=`) is the same as leaving the parameter out. */
                limit?: number;
                /** @description `nextCursor` of the previous page; omit for the first page (newest first). An empty value (`?name=`) is the same as leaving the parameter out. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of calls (without transcripts). */
            200: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallList"];
                };
            };
            /** @description `VALIDATION_ERROR`: The body or query is not valid; `error.details` lists each problem. */
            400: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `UNAUTHORIZED`: Missing, malformed, unknown, revoked or expired API key. */
            401: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `FORBIDDEN`: The API key lacks the permission this operation needs. */
            403: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `RATE_LIMITED`: Over the tier's per-minute or per-day limit. `Retry-After` says when to retry. */
            429: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    /** @description Seconds to wait. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `INTERNAL_ERROR`: Server error; retry later. */
            500: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCall: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Call identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The call. */
            200: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallDetail"];
                };
            };
            /** @description `UNAUTHORIZED`: Missing, malformed, unknown, revoked or expired API key. */
            401: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `FORBIDDEN`: The API key lacks the permission this operation needs. */
            403: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `NOT_FOUND`: No such resource in the caller's account. */
            404: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `RATE_LIMITED`: Over the tier's per-minute or per-day limit. `Retry-After` says when to retry. */
            429: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    /** @description Seconds to wait. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `INTERNAL_ERROR`: Server error; retry later. */
            500: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current period's usage. */
            200: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Usage"];
                };
            };
            /** @description `UNAUTHORIZED`: Missing, malformed, unknown, revoked or expired API key. */
            401: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `FORBIDDEN`: The API key lacks the permission this operation needs. */
            403: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `NOT_FOUND`: No such resource in the caller's account. */
            404: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `RATE_LIMITED`: Over the tier's per-minute or per-day limit. `Retry-After` says when to retry. */
            429: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    /** @description Seconds to wait. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `INTERNAL_ERROR`: Server error; retry later. */
            500: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Only events of this type. An empty value (`?name=`) is the same as leaving the parameter out. */
                type?: "call.started" | "call.completed" | "call.failed" | "call.missed" | "transcript.ready" | "usage.threshold";
                /** @description Only events created after this time. An empty value (`?name=`) is the same as leaving the parameter out. */
                createdAfter?: string;
                /** @description Only events created before this time. An empty value (`?name=`) is the same as leaving the parameter out. */
                createdBefore?: string;
                /** @description Page size, 1–100, in decimal digits. An empty value (`?name=`) is the same as leaving the parameter out. */
                limit?: number;
                /** @description `nextCursor` of the previous page; omit for the first page (newest first). An empty value (`?name=`) is the same as leaving the parameter out. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events. */
            200: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventList"];
                };
            };
            /** @description `VALIDATION_ERROR`: The body or query is not valid; `error.details` lists each problem. */
            400: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `UNAUTHORIZED`: Missing, malformed, unknown, revoked or expired API key. */
            401: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `FORBIDDEN`: The API key lacks the permission this operation needs. */
            403: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `RATE_LIMITED`: Over the tier's per-minute or per-day limit. `Retry-After` says when to retry. */
            429: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    /** @description Seconds to wait. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `INTERNAL_ERROR`: Server error; retry later. */
            500: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    followEvents: {
        parameters: {
            query: {
                /** @description Only events of this type. An empty value (`?name=`) is the same as leaving the parameter out. */
                type?: "call.started" | "call.completed" | "call.failed" | "call.missed" | "transcript.ready" | "usage.threshold";
                /** @description Only events created after this time. An empty value (`?name=`) is the same as leaving the parameter out. */
                createdAfter?: string;
                /** @description Only events created before this time. An empty value (`?name=`) is the same as leaving the parameter out. */
                createdBefore?: string;
                /** @description Page size, 1–100, in decimal digits. An empty value (`?name=`) is the same as leaving the parameter out. */
                limit?: number;
                /** @description The events recorded after this position, **oldest first** (in the order of the transactions that recorded them). `now` starts at the moment of the request; then pass each answer's `nextCursor` (never null here, also when `data` is empty). Every event is returned once, including one committed late by a slow transaction. */
                after: string;
                /** @description Long poll: when no event follows the position yet, hold the answer up to this many seconds (0–25) and answer as soon as one is recorded; empty `data` when none came. Each answer is one request for the rate limits. An empty value (`?name=`) is the same as leaving the parameter out. */
                wait?: number | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events after the position (possibly none), and the position to read on from. */
            200: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventList"];
                };
            };
            /** @description `VALIDATION_ERROR`: The body or query is not valid; `error.details` lists each problem. */
            400: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `UNAUTHORIZED`: Missing, malformed, unknown, revoked or expired API key. */
            401: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `FORBIDDEN`: The API key lacks the permission this operation needs. */
            403: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `RATE_LIMITED`: Over the tier's per-minute or per-day limit. `Retry-After` says when to retry. */
            429: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    /** @description Seconds to wait. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `INTERNAL_ERROR`: Server error; retry later. */
            500: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Event identifier: the `id` of the envelope and the X-Service-Event-Id header. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventDetail"];
                };
            };
            /** @description `UNAUTHORIZED`: Missing, malformed, unknown, revoked or expired API key. */
            401: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `FORBIDDEN`: The API key lacks the permission this operation needs. */
            403: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `NOT_FOUND`: No such resource in the caller's account. */
            404: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `RATE_LIMITED`: Over the tier's per-minute or per-day limit. `Retry-After` says when to retry. */
            429: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    /** @description Seconds to wait. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `INTERNAL_ERROR`: Server error; retry later. */
            500: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    redeliverEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first result for this key (per account, 24 hours) is returned again instead of running the request twice. 1–255 printable ASCII characters, e.g. a UUID. The same key with another method, path or body answers 422 `IDEMPOTENCY_KEY_REUSED`. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Event identifier: the `id` of the envelope and the X-Service-Event-Id header. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery was queued. */
            202: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    /** @description `true` when this is the stored result of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Redelivery"];
                };
            };
            /** @description `IDEMPOTENCY_KEY_INVALID`: The `Idempotency-Key` header is not 1–255 printable ASCII characters without spaces. */
            400: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `UNAUTHORIZED`: Missing, malformed, unknown, revoked or expired API key. */
            401: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `FORBIDDEN`: The API key lacks the permission this operation needs. */
            403: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `NOT_FOUND`: No such resource in the caller's account. */
            404: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `IDEMPOTENCY_KEY_IN_FLIGHT`: A request with this `Idempotency-Key` is still running; retry in a moment to get its result. */
            409: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `IDEMPOTENCY_KEY_REUSED`: This `Idempotency-Key` was used in the last 24 hours for a different request (method, path or body). */
            422: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `RATE_LIMITED`: Over the tier's per-minute or per-day limit. `Retry-After` says when to retry. */
            429: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    /** @description Seconds to wait. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `INTERNAL_ERROR`: Server error; retry later. */
            500: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    recoverFailedDeliveries: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first result for this key (per account, 24 hours) is returned again instead of running the request twice. 1–255 printable ASCII characters, e.g. a UUID. The same key with another method, path or body answers 422 `IDEMPOTENCY_KEY_REUSED`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecoverInput"];
            };
        };
        responses: {
            /** @description How many events were queued. */
            202: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    /** @description `true` when this is the stored result of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoverResult"];
                };
            };
            /** @description `IDEMPOTENCY_KEY_INVALID`: The `Idempotency-Key` header is not 1–255 printable ASCII characters without spaces. `VALIDATION_ERROR`: The body or query is not valid; `error.details` lists each problem. `INVALID_JSON`: The body is not valid JSON. */
            400: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `UNAUTHORIZED`: Missing, malformed, unknown, revoked or expired API key. */
            401: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `FORBIDDEN`: The API key lacks the permission this operation needs. */
            403: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `NOT_FOUND`: No such resource in the caller's account. */
            404: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `IDEMPOTENCY_KEY_IN_FLIGHT`: A request with this `Idempotency-Key` is still running; retry in a moment to get its result. */
            409: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: The body is larger than 64 KiB. */
            413: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The body is not declared as `Content-Type: application/json`. */
            415: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `IDEMPOTENCY_KEY_REUSED`: This `Idempotency-Key` was used in the last 24 hours for a different request (method, path or body). */
            422: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `RATE_LIMITED`: Over the tier's per-minute or per-day limit. `Retry-After` says when to retry. */
            429: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    /** @description Seconds to wait. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `INTERNAL_ERROR`: Server error; retry later. */
            500: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAuditLog: {
        parameters: {
            query?: {
                /** @description Only changes made by this member (`user_…`) or API key (`key_…`). An empty value (`?name=`) is the same as leaving the parameter out. */
                actor?: string;
                /** @description What was done, `<resource>.<verb>`. An empty value (`?name=`) is the same as leaving the parameter out. */
                action?: components["schemas"]["AuditAction"];
                /** @description Only changes to this thing (an API key, an assistant, a member…). An empty value (`?name=`) is the same as leaving the parameter out. */
                target?: string;
                /** @description Only changes made at or after this time. An empty value (`?name=`) is the same as leaving the parameter out. */
                from?: string;
                /** @description Only changes made before this time. An empty value (`?name=`) is the same as leaving the parameter out. */
                to?: string;
                /** @description Page size, 1–100, in decimal digits. An empty value (`?name=`) is the same as leaving the parameter out. */
                limit?: number;
                /** @description `nextCursor` of the previous page; omit for the first page (newest first). An empty value (`?name=`) is the same as leaving the parameter out. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of audit log entries. */
            200: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditLogList"];
                };
            };
            /** @description `VALIDATION_ERROR`: The body or query is not valid; `error.details` lists each problem. */
            400: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `UNAUTHORIZED`: Missing, malformed, unknown, revoked or expired API key. */
            401: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `FORBIDDEN`: The API key lacks the permission this operation needs. */
            403: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `RATE_LIMITED`: Over the tier's per-minute or per-day limit. `Retry-After` says when to retry. */
            429: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    /** @description Seconds to wait. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `INTERNAL_ERROR`: Server error; retry later. */
            500: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listRequestLogs: {
        parameters: {
            query?: {
                /** @description Only answers of this class (`2xx`, `4xx`, `5xx`) or this status (`429`). An empty value (`?name=`) is the same as leaving the parameter out. */
                status?: string;
                /** @description Only requests of this HTTP method. An empty value (`?name=`) is the same as leaving the parameter out. */
                method?: string;
                /** @description Only requests to this operation, by its path template (as the reference lists it). An empty value (`?name=`) is the same as leaving the parameter out. */
                route?: string;
                /** @description Only requests made with this API key. An empty value (`?name=`) is the same as leaving the parameter out. */
                keyId?: string;
                /** @description The one request with this id (from X-Request-Id or an error body's `requestId`). An empty value (`?name=`) is the same as leaving the parameter out. */
                requestId?: string;
                /** @description Only requests made at or after this time. An empty value (`?name=`) is the same as leaving the parameter out. */
                from?: string;
                /** @description Only requests made before this time. An empty value (`?name=`) is the same as leaving the parameter out. */
                to?: string;
                /** @description Page size, 1–100, in decimal digits. An empty value (`?name=`) is the same as leaving the parameter out. */
                limit?: number;
                /** @description `nextCursor` of the previous page; omit for the first page (newest first). An empty value (`?name=`) is the same as leaving the parameter out. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of requests. */
            200: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestLogList"];
                };
            };
            /** @description `VALIDATION_ERROR`: The body or query is not valid; `error.details` lists each problem. */
            400: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `UNAUTHORIZED`: Missing, malformed, unknown, revoked or expired API key. */
            401: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `FORBIDDEN`: The API key lacks the permission this operation needs. */
            403: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `RATE_LIMITED`: Over the tier's per-minute or per-day limit. `Retry-After` says when to retry. */
            429: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    /** @description Seconds to wait. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `INTERNAL_ERROR`: Server error; retry later. */
            500: {
                headers: {
                    /** @description Requests allowed in the window that binds now (per minute or per day). */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left: the smaller of the minute and the day window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) at which that window resets. */
                    "X-RateLimit-Reset": number;
                    /** @description Identifies this request in logs; also `error.requestId`. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    callStartedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description Lowercase hex HMAC-SHA256 of `<X-Service-Timestamp>.<raw body>`, keyed with your signing secret. */
                "X-Service-Signature": string;
                /** @description Unix time in seconds when this attempt was sent. Reject it when more than 300 seconds from your clock. */
                "X-Service-Timestamp": string;
                /** @description The event's id, the same as the body's `id` and the same on every retry: deduplicate on it. */
                "X-Service-Event-Id": string;
                /** @description The body is a JSON envelope. */
                "Content-Type": string;
                /** @description Identifies the sender. */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CallStartedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer any 2xx within 30 seconds; acknowledge first, process afterwards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Verification failed. Any non-2xx answer or a timeout is retried after 1 min, 5 min, 30 min, 2 h, 24 h, with the same event id. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    callCompletedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description Lowercase hex HMAC-SHA256 of `<X-Service-Timestamp>.<raw body>`, keyed with your signing secret. */
                "X-Service-Signature": string;
                /** @description Unix time in seconds when this attempt was sent. Reject it when more than 300 seconds from your clock. */
                "X-Service-Timestamp": string;
                /** @description The event's id, the same as the body's `id` and the same on every retry: deduplicate on it. */
                "X-Service-Event-Id": string;
                /** @description The body is a JSON envelope. */
                "Content-Type": string;
                /** @description Identifies the sender. */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CallCompletedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer any 2xx within 30 seconds; acknowledge first, process afterwards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Verification failed. Any non-2xx answer or a timeout is retried after 1 min, 5 min, 30 min, 2 h, 24 h, with the same event id. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    callFailedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description Lowercase hex HMAC-SHA256 of `<X-Service-Timestamp>.<raw body>`, keyed with your signing secret. */
                "X-Service-Signature": string;
                /** @description Unix time in seconds when this attempt was sent. Reject it when more than 300 seconds from your clock. */
                "X-Service-Timestamp": string;
                /** @description The event's id, the same as the body's `id` and the same on every retry: deduplicate on it. */
                "X-Service-Event-Id": string;
                /** @description The body is a JSON envelope. */
                "Content-Type": string;
                /** @description Identifies the sender. */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CallFailedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer any 2xx within 30 seconds; acknowledge first, process afterwards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Verification failed. Any non-2xx answer or a timeout is retried after 1 min, 5 min, 30 min, 2 h, 24 h, with the same event id. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    callMissedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description Lowercase hex HMAC-SHA256 of `<X-Service-Timestamp>.<raw body>`, keyed with your signing secret. */
                "X-Service-Signature": string;
                /** @description Unix time in seconds when this attempt was sent. Reject it when more than 300 seconds from your clock. */
                "X-Service-Timestamp": string;
                /** @description The event's id, the same as the body's `id` and the same on every retry: deduplicate on it. */
                "X-Service-Event-Id": string;
                /** @description The body is a JSON envelope. */
                "Content-Type": string;
                /** @description Identifies the sender. */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CallMissedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer any 2xx within 30 seconds; acknowledge first, process afterwards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Verification failed. Any non-2xx answer or a timeout is retried after 1 min, 5 min, 30 min, 2 h, 24 h, with the same event id. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    transcriptReadyWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description Lowercase hex HMAC-SHA256 of `<X-Service-Timestamp>.<raw body>`, keyed with your signing secret. */
                "X-Service-Signature": string;
                /** @description Unix time in seconds when this attempt was sent. Reject it when more than 300 seconds from your clock. */
                "X-Service-Timestamp": string;
                /** @description The event's id, the same as the body's `id` and the same on every retry: deduplicate on it. */
                "X-Service-Event-Id": string;
                /** @description The body is a JSON envelope. */
                "Content-Type": string;
                /** @description Identifies the sender. */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TranscriptReadyEvent"];
            };
        };
        responses: {
            /** @description Received. Answer any 2xx within 30 seconds; acknowledge first, process afterwards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Verification failed. Any non-2xx answer or a timeout is retried after 1 min, 5 min, 30 min, 2 h, 24 h, with the same event id. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    usageThresholdWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description Lowercase hex HMAC-SHA256 of `<X-Service-Timestamp>.<raw body>`, keyed with your signing secret. */
                "X-Service-Signature": string;
                /** @description Unix time in seconds when this attempt was sent. Reject it when more than 300 seconds from your clock. */
                "X-Service-Timestamp": string;
                /** @description The event's id, the same as the body's `id` and the same on every retry: deduplicate on it. */
                "X-Service-Event-Id": string;
                /** @description The body is a JSON envelope. */
                "Content-Type": string;
                /** @description Identifies the sender. */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsageThresholdEvent"];
            };
        };
        responses: {
            /** @description Received. Answer any 2xx within 30 seconds; acknowledge first, process afterwards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Verification failed. Any non-2xx answer or a timeout is retried after 1 min, 5 min, 30 min, 2 h, 24 h, with the same event id. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}

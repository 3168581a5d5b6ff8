// Type tests of the SDK's public surface (vitest's expectTypeOf, checked by `tsc --noEmit`):
// methods typed from the generated document, pages, errors per code.
import { expectTypeOf, test } from "vitest";
import type { components } from "@/sdk/src/openapi.gen";
import {
  type ApiError,
  type ERROR_CLASSES,
  type Page,
  type PagedList,
  type RateLimitedError,
  type ErrorCode,
  type ResponseInfo,
  VoiceAssistantClient,
} from "@/sdk/src/index";

test("methods take and return the document's schemas", () => {
  const client = new VoiceAssistantClient({ apiKey: "vk_live_unused", baseUrl: "http://127.0.0.1:9" });
  expectTypeOf(client.assistants.list).returns.toEqualTypeOf<PagedList<components["schemas"]["Assistant"]>>();
  expectTypeOf(client.assistants.list({ limit: 50 }).page).returns.resolves.toEqualTypeOf<Page<components["schemas"]["Assistant"]>>();
  expectTypeOf(client.assistants.create).parameter(0).toEqualTypeOf<components["schemas"]["CreateAssistant"]>();
  expectTypeOf(client.assistants.create).returns.resolves.toMatchTypeOf<
    components["schemas"]["Assistant"] & { lastResponse: ResponseInfo }
  >();
  expectTypeOf(client.usage.retrieve).returns.resolves.toMatchTypeOf<components["schemas"]["Usage"]>();
  // Checked by the compiler, never called: a call would send a request to nowhere and reject
  // unhandled, which fails the whole vitest run.
  const _neverCalled = () => {
    // @ts-expect-error a voice tier is standard or professional
    void client.assistants.update("asst_1", { voiceTier: "premium" });
    // @ts-expect-error limit is a number
    void client.assistants.list({ limit: "50" });
  };
});

test("one error class per documented code", () => {
  expectTypeOf<keyof typeof ERROR_CLASSES>().toEqualTypeOf<ErrorCode>();
  expectTypeOf<RateLimitedError>().toMatchTypeOf<ApiError>();
  expectTypeOf<RateLimitedError["retryAfter"]>().toEqualTypeOf<number | null>();
  expectTypeOf<ApiError["requestId"]>().toEqualTypeOf<string | null>();
});

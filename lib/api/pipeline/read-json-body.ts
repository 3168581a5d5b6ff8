import { ApiError } from "@/lib/errors";

/** Reused: `decode` without `stream` starts afresh on every call. */
const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Larger bodies answer 413; an assistant is well under 4 KiB. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The request body as parsed JSON: 415 unless it is declared application/json, 413 past
 * 64 KiB (checked while reading, so a lying or absent Content-Length cannot get more in),
 * 400 INVALID_JSON when it does not parse. `received` is handed the text as read (before it is
 * parsed, so a body that fails to parse too), for the API logs of a failed request.
 */
export async function readJsonBody(request: Request, received?: (text: string) => void): Promise<unknown> {
  const mediaType = request.headers.get("content-type")?.split(";")[0].trim().toLowerCase();
  if (mediaType !== "application/json") {
    throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "Send the body as JSON with Content-Type: application/json");
  }
  const declared = Number(request.headers.get("content-length"));
  if (declared > MAX_BODY_BYTES) throw tooLarge();

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        received?.(Buffer.concat(chunks).toString("utf8"));
        await reader.cancel().catch(() => {});
        throw tooLarge();
      }
      chunks.push(value);
    }
  }

  let text: string;
  try {
    text = utf8.decode(Buffer.concat(chunks));
  } catch {
    received?.(Buffer.concat(chunks).toString("utf8"));
    throw new ApiError("INVALID_JSON", "The body is not valid UTF-8");
  }
  received?.(text);
  try {
    return JSON.parse(text);
  } catch (error) {
    const reason = error instanceof SyntaxError ? `: ${error.message}` : "";
    throw new ApiError("INVALID_JSON", `The body is not valid JSON${reason}`);
  }
}

function tooLarge(): ApiError {
  return new ApiError("PAYLOAD_TOO_LARGE", `The body is larger than ${MAX_BODY_BYTES / 1024} KiB`);
}

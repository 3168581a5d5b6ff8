import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";

// Scalar's prebuilt browser bundle (one file, its styles inside), served as the package ships
// it: neither Turbopack in `npm run dev` (minutes on two cores) nor `next build` compiles its
// 3.5 MB again (decision 0208). components/api-reference/load-scalar-bundle.ts adds it to the page.
const BUNDLE = path.join(process.cwd(), "node_modules/@scalar/api-reference/dist/browser/standalone.js");

let bundle: Promise<{ body: Uint8Array<ArrayBuffer>; etag: string }> | undefined;

function readBundle() {
  bundle ??= readFile(BUNDLE).then((file) => ({
    body: new Uint8Array(file),
    etag: `"${createHash("sha256").update(file).digest("base64url").slice(0, 32)}"`,
  }));
  return bundle;
}

/** The bundle, revalidated on each open (no-cache + ETag): an upgraded Scalar is never served stale. */
export async function GET(request: Request): Promise<Response> {
  const { body, etag } = await readBundle();
  const headers = { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache", ETag: etag };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}

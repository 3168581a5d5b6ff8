import type { NextAuthOptions } from "next-auth";
import CredentialsModule from "next-auth/providers/credentials";
import { clientAddress } from "@/lib/http/client-address";
import { sameOriginUrl } from "./same-origin-url";
import { signInWithPassword } from "./sign-in-with-password";
import { TooManyAttemptsError } from "@/lib/identity/throttle-auth";
import { signOutSession } from "@/lib/identity/sessions/sign-out-session";
import { findActiveSession } from "@/lib/identity/sessions/find-active-session";
import { startSession } from "@/lib/identity/sessions/start-session";
import { logger } from "@/lib/observability/logger";
import { headers } from "next/headers";
import { ApiError } from "@/lib/errors";
import { relyingPartyOf } from "@/lib/identity/passkeys/relying-party";
import { signInWithPasskey } from "./sign-in-with-passkey";
import { passkeyAuthenticationResponseSchema } from "@/lib/schemas/passkeys";

function parseJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? "");
  } catch {
    return null;
  }
}

const MAX_USER_AGENT = 512;

/** The user agent of the request next-auth is answering, when there is one (not in tests or tools). */
async function currentRequestOrigin(): Promise<{ ipAddress: string | null; userAgent: string | null; requestId: null }> {
  try {
    const current = await headers();
    return { ipAddress: clientAddress(current), userAgent: current.get("user-agent")?.slice(0, MAX_USER_AGENT) ?? null, requestId: null };
  } catch {
    return { ipAddress: null, userAgent: null, requestId: null };
  }
}

// next-auth ships CommonJS: Next's bundler hands its default export over as the function, while
// plain Node ESM (tsx: the benchmarks, the CLI) hands over the whole module object.
const CredentialsProvider = (CredentialsModule as unknown as { default?: typeof CredentialsModule }).default ?? CredentialsModule;

/** Thrown by the jwt callback for a cookie whose session has ended; next-auth then clears it. */
class SessionEndedError extends Error {
  constructor() {
    super("The session has ended");
    this.name = "SessionEndedError";
  }
}

/**
 * next-auth: e-mail + password, or a passkey alone. The cookie is a JWT naming a UserSession row, and every
 * request re-reads that row, so sessions end on the server (sign-out, sign out everywhere,
 * password change, deleted user) even though the cookie itself would still decrypt.
 */
export const authOptions: NextAuthOptions = {
  session: { strategy: "jwt", maxAge: 7 * 24 * 60 * 60 },
  pages: { signIn: "/sign-in" },
  providers: [
    CredentialsProvider({
      name: "E-mail and password",
      credentials: { email: { label: "E-mail", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials, request) {
        try {
          const requestHeaders = request.headers ?? {};
          const address = clientAddress(requestHeaders);
          const userAgent = requestHeaders["user-agent"];
          return await signInWithPassword(credentials?.email ?? "", credentials?.password ?? "", address, {
            ipAddress: address,
            userAgent: typeof userAgent === "string" ? userAgent.slice(0, MAX_USER_AGENT) : null,
            requestId: null,
          });
        } catch (error) {
          // next-auth hands a thrown message to the form: ours (the wait, a closed account) is
          // meant for it, anything else (a database error) is logged and replaced.
          if (error instanceof TooManyAttemptsError) throw error;
          if (error instanceof ApiError) throw new Error(error.message);
          logger.error({ err: error }, "sign-in failed");
          throw new Error("Signing in is not possible right now; try again in a minute.");
        }
      },
    }),
    // A passkey alone: the browser's answer to a sign-in challenge (POST /api/auth/passkey/options).
    CredentialsProvider({
      id: "passkey",
      name: "Passkey",
      credentials: { response: { label: "Passkey answer", type: "text" } },
      async authorize(credentials, request) {
        try {
          const requestHeaders = request.headers ?? {};
          const address = clientAddress(requestHeaders);
          const userAgent = requestHeaders["user-agent"];
          const parsed = passkeyAuthenticationResponseSchema.safeParse(parseJson(credentials?.response));
          if (!parsed.success) return null;
          const user = await signInWithPasskey(
            parsed.data,
            relyingPartyOf(new Request("http://next-auth.invalid/", { headers: requestHeaders })),
            {
              ipAddress: address,
              userAgent: typeof userAgent === "string" ? userAgent.slice(0, MAX_USER_AGENT) : null,
              requestId: null,
            },
          );
          return { ...user, secondFactorGiven: true };
        } catch (error) {
          // Our messages (a refused passkey, the wait) are meant for the page; anything else is logged and replaced.
          if (error instanceof TooManyAttemptsError || error instanceof ApiError) throw new Error(error.message);
          logger.error({ err: error }, "passkey sign-in failed");
          throw new Error("Signing in is not possible right now; try again in a minute.");
        }
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        token.accountId = user.accountId;
        token.role = user.role;
        const { ipAddress, userAgent } = await currentRequestOrigin();
        token.sid = await startSession(user.id, { ipAddress, userAgent }, { secondFactorGiven: user.secondFactorGiven === true });
        return token;
      }
      const session = token.sid && token.sub ? await findActiveSession(token.sid, token.sub) : null;
      if (!session) throw new SessionEndedError();
      token.accountId = session.accountId;
      token.role = session.role;
      return token;
    },
    session({ session, token }) {
      if (session.user) {
        session.user.id = token.sub ?? "";
        session.user.accountId = token.accountId ?? "";
        // The least role when unknown: a control shown to too few is safer than to too many.
        session.user.role = token.role ?? "viewer";
      }
      return session;
    },
    redirect({ url, baseUrl }) {
      return sameOriginUrl(url, baseUrl, baseUrl).href;
    },
  },
  events: {
    async signOut({ token }) {
      if (!token?.sid || !token.sub || !token.accountId) return;
      await signOutSession(
        { sessionId: token.sid, userId: token.sub, accountId: token.accountId, email: token.email ?? "" },
        await currentRequestOrigin(),
      );
    },
  },
  // Codes and messages only: next-auth's default logger prints whole objects, and an ended
  // session is routine, not an error.
  logger: {
    error(code, metadata) {
      if (metadata instanceof SessionEndedError) return;
      const err = metadata instanceof Error ? metadata : metadata.error;
      logger.error({ component: "auth", code, err }, "next-auth error");
    },
    warn(code) {
      logger.warn({ component: "auth", code }, "next-auth warning");
    },
    debug() {},
  },
};

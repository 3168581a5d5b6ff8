// GET/POST /api/auth/* – next-auth's sign-in, sign-out and session endpoints
import NextAuth from "next-auth";
import { authOptions } from "@/lib/identity/sign-in/auth-options";

const handler = NextAuth(authOptions);

export { handler as GET, handler as POST };

import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

// GET|POST /api/auth/* – next-auth (credentials sign-in, session, sign-out, CSRF token)
const handler = NextAuth(authOptions);

export { handler as GET, handler as POST };

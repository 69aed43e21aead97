import type { APIRequestContext } from "@playwright/test";

// Signs a request context in to the dashboard (next-auth credentials), so its calls to /v1 use
// the session cookie instead of an API key.
export async function signIn(ctx: APIRequestContext, email: string, password: string) {
  const { csrfToken } = await (await ctx.get("/api/auth/csrf")).json();
  const res = await ctx.post("/api/auth/callback/credentials", { form: { csrfToken, email, password, json: "true" }, maxRedirects: 0 });
  if (res.status() >= 400) throw new Error(`sign-in failed: ${res.status()}`);
  const session = await (await ctx.get("/api/auth/session")).json();
  if (!session?.user) throw new Error("sign-in did not create a session");
  return session;
}

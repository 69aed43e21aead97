import type { APIRequestContext } from "@playwright/test";

// Signs a request context in to the dashboard (next-auth credentials), so its calls to /v1 use
// the session cookie instead of an API key. `code`: the second factor, for users with two-step sign-in.
export async function signIn(ctx: APIRequestContext, email: string, password: string, code?: string) {
  const error = await trySignIn(ctx, email, password, code);
  if (error) throw new Error(`sign-in failed: ${error}`);
  const session = await (await ctx.get("/api/auth/session")).json();
  if (!session?.user) throw new Error("sign-in did not create a session");
  return session;
}

/** The sign-in's error as the login form sees it (CredentialsSignin, TwoFactorRequired, TwoFactorInvalid…), or null. */
export async function trySignIn(
  ctx: APIRequestContext,
  email: string,
  password: string,
  code?: string,
): Promise<string | null> {
  const { csrfToken } = await (await ctx.get("/api/auth/csrf")).json();
  const res = await ctx.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password, ...(code !== undefined && { code }), json: "true" },
    maxRedirects: 0,
  });
  if (res.status() === 429) return "TooManyAttempts";
  const location = res.headers()["location"] ?? ((await res.json().catch(() => ({}))) as { url?: string }).url ?? "";
  const error = location ? new URL(location, "http://x").searchParams.get("error") : null;
  if (error) return error;
  return res.status() >= 400 ? `HTTP ${res.status()}` : null;
}

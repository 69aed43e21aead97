import "server-only";

import { env } from "@/lib/platform/env";
import { notFound } from "@/lib/platform/errors";

// Sandbox simulation actions do not exist outside sandbox mode: a 404 like any unknown route.
export function requireSandbox(): void {
  if (!env.isSandbox) throw notFound("route");
}

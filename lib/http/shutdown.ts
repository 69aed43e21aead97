import "server-only";

import { settings } from "@/lib/platform/env";

import { closePglite, closePgPool } from "../platform/db-adapter";

type Closer = () => Promise<unknown>;
const g = globalThis as unknown as { __colmeiaClosers?: Closer[]; __colmeiaShutdownHooked?: boolean };

export function onShutdown(close: Closer) {
  (g.__colmeiaClosers ??= []).push(close);
}

// SIGTERM/SIGINT: stop accepting requests and let those in flight finish (at most
// SHUTDOWN_DRAIN_MS, 10 s by default), stop background work, then close the database, so PGlite's
// directory is left clean (docs/architecture.md, Shutdown). scripts/start.mjs sets NEXT_MANUAL_SIG_HANDLE so Next
// leaves the signals to us.
export function hookShutdown() {
  if (g.__colmeiaShutdownHooked) return;
  g.__colmeiaShutdownHooked = true;
  const shutdown = async (signal: NodeJS.Signals) => {
    const drainMs = settings().SHUTDOWN_DRAIN_MS;
    const timer = setTimeout(() => process.exit(1), drainMs + 10_000);
    const { drainServers } = await import("./server-hooks");
    const unfinished = await drainServers(drainMs);
    if (unfinished > 0)
      console.error(`colmeia: ${unfinished} request(s) still running after ${drainMs} ms; shutting down`);
    for (const close of g.__colmeiaClosers ?? []) await close().catch(() => undefined);
    const { prisma } = await import("../platform/db");
    await prisma.$disconnect().catch(() => undefined);
    await closePgPool().catch(() => undefined);
    await closePglite().catch(() => undefined);
    clearTimeout(timer);
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.once("SIGTERM", (signal) => void shutdown(signal));
  process.once("SIGINT", (signal) => void shutdown(signal));
}

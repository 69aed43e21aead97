import { closePglite, closePgPool } from "./db-adapter";

type Closer = () => Promise<unknown>;
const g = globalThis as unknown as { __colmeiaClosers?: Closer[]; __colmeiaShutdownHooked?: boolean };

export function onShutdown(close: Closer) {
  (g.__colmeiaClosers ??= []).push(close);
}

// SIGTERM/SIGINT: stop background work, then close the database, so PGlite's directory is left
// clean (design.md §1). scripts/start.mjs sets NEXT_MANUAL_SIG_HANDLE so Next leaves the signals to us.
export function hookShutdown() {
  if (g.__colmeiaShutdownHooked) return;
  g.__colmeiaShutdownHooked = true;
  const shutdown = async (signal: NodeJS.Signals) => {
    const timer = setTimeout(() => process.exit(1), 10_000);
    for (const close of g.__colmeiaClosers ?? []) await close().catch(() => undefined);
    const { prisma } = await import("./db");
    await prisma.$disconnect().catch(() => undefined);
    await closePgPool().catch(() => undefined);
    await closePglite().catch(() => undefined);
    clearTimeout(timer);
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}

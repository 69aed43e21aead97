import { env } from "@/lib/platform/env";
import { type CieloSandbox, createCieloSandbox } from "@/lib/rails/card/cielo-sandbox/create-cielo-sandbox";

// /sandbox/cielo/… – the built-in Cielo server (lib/rails/card/cielo-sandbox), which the sandbox
// card rail reaches through the same connector as Cielo itself. Outside production mode only:
// there it is a 404 like any unknown route.
export const dynamic = "force-dynamic";

let cielo: CieloSandbox | undefined;

async function handle(req: Request): Promise<Response> {
  if (!env.isSandbox)
    return Response.json(
      { message: "route not found", code: "not_found", details: {}, resource: "route" },
      { status: 404 },
    );
  // the `timeout_once` test card holds its answer past the connector's deadline
  cielo ??= createCieloSandbox({ holdMs: env.cielo.timeoutMs + 5_000 });
  return cielo(req);
}

export { handle as GET, handle as POST, handle as PUT };

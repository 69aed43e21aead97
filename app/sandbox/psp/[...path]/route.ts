import { env } from "@/lib/platform/env";
import { createSandboxPsp, type SandboxPsp } from "@/lib/rails/pix/sandbox-psp/create-sandbox-psp";

// /sandbox/psp/… – the built-in API Pix PSP (lib/rails/pix/sandbox-psp), which the sandbox Pix
// rail reaches through the same connector as a real PSP. Outside production mode only: there it
// is a 404 like any unknown route.
export const dynamic = "force-dynamic";

let psp: SandboxPsp | undefined;

async function handle(req: Request): Promise<Response> {
  if (!env.isSandbox)
    return Response.json(
      { message: "route not found", code: "not_found", details: {}, resource: "route" },
      { status: 404 },
    );
  // the location a payer's bank would fetch is on this app's public host
  psp ??= createSandboxPsp({ locationHost: new URL(env.publicBaseUrl).host });
  return psp(req);
}

export { handle as DELETE, handle as GET, handle as PATCH, handle as POST, handle as PUT };

import { setPasswordWithToken } from "@/lib/domain/users/password-setup";
import { json } from "@/lib/http/respond";
import { withPublic } from "@/lib/http/with-public";
import { validIp } from "@/lib/platform/rate-limit/client-ip";
import { setPasswordSchema } from "@/lib/schemas/password-setup";

// POST /api/public/password-setup – the user of a one-time link (npm run company:create) chooses a
// password; the link is spent. Rate limited per client IP like every public route.
export const POST = withPublic(
  {
    route: "/api/public/password-setup",
    body: setPasswordSchema,
    before: async ({ rateLimit }) => rateLimit("password-setup", { count: 10, windowMs: 60_000 }),
  },
  async ({ body, ip }) => json(await setPasswordWithToken({ ...body, ip: validIp(ip) })),
);

import { json } from "@/lib/api/respond";
import { withPublic } from "@/lib/api/with-public";
import { validIp } from "@/lib/rate-limit/client-ip";
import { setPasswordSchema } from "@/lib/schemas/password-setup";
import { setPasswordWithToken } from "@/lib/users/password-setup";

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

// npm run user:reset-password -- --email someone@example.com [--stdin] [--disable-2fa]
// For the operator, when the owner is locked out and there is no e-mail to send a link to: gives
// the user a temporary password (printed once; changed at the next sign-in), or the password read
// from stdin with --stdin. --disable-2fa also turns two-step sign-in off (a lost phone). Every
// session of the user ends; the audit log records it as done by the system. Runs on the same
// database as the app (DATABASE_URL, or the PGlite files in DATA_DIR: stop the server first, one
// process per PGlite directory).
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

import { closePglite } from "../lib/platform/db-adapter";
import { passwordSchema } from "../lib/schemas/password";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    stdin: { type: "boolean", default: false },
    "disable-2fa": { type: "boolean", default: false },
  },
});
if (!values.email) {
  console.error("usage: npm run user:reset-password -- --email someone@example.com [--stdin] [--disable-2fa]");
  process.exit(2);
}

let chosen: string | undefined;
if (values.stdin) {
  const checked = passwordSchema.safeParse(readFileSync(0, "utf8").trim());
  if (!checked.success) {
    console.error(`colmeia: the password ${checked.error.issues[0].message}`);
    process.exit(1);
  }
  chosen = checked.data;
}

const { prisma } = await import("../lib/platform/db");
const { resetPassword } = await import("../lib/domain/users/reset-password");
try {
  const reset = await resetPassword({
    where: { email: values.email },
    actor: { kind: "system" },
    password: chosen,
    disableTwoFactor: values["disable-2fa"],
  });
  console.log(
    `colmeia: password of ${reset.email} reset; every session of theirs ended${values["disable-2fa"] ? "; two-step sign-in turned off" : ""}.`,
  );
  if (reset.isTemporary)
    console.log(`colmeia: temporary password (shown once, to be changed at the next sign-in): ${reset.password}`);
} catch (error) {
  console.error(
    `colmeia: ${(error as Error).message === "user not found" ? `no user with the e-mail ${values.email}` : (error as Error).message}`,
  );
  process.exitCode = 1;
} finally {
  await prisma.$disconnect();
  await closePglite();
}

-- Accounts (docs/security.md, "Accounts"): a password an owner reset must be changed at the next
-- sign-in; optional TOTP two-factor sign-in with single-use recovery codes; owners can require it.
ALTER TABLE "User" ADD COLUMN "mustChangePassword" BOOLEAN NOT NULL DEFAULT false;
-- AES-256-GCM under a key derived from AUTH_SECRET (lib/auth/secret-box.ts), never in clear
ALTER TABLE "User" ADD COLUMN "totpSecret" TEXT;
ALTER TABLE "User" ADD COLUMN "totpPendingSecret" TEXT;
ALTER TABLE "User" ADD COLUMN "totpEnabledAt" TIMESTAMP(3);
-- the time step of the last code accepted: a code is never accepted twice
ALTER TABLE "User" ADD COLUMN "totpLastStep" INTEGER;
ALTER TABLE "Company" ADD COLUMN "requireTwoFactor" BOOLEAN NOT NULL DEFAULT false;

CREATE TABLE "RecoveryCode" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    -- SHA-256 of the code (codes are random, 50 bits: no slow hash needed)
    "hash" TEXT NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "RecoveryCode_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "RecoveryCode_userId_idx" ON "RecoveryCode"("userId");
ALTER TABLE "RecoveryCode" ADD CONSTRAINT "RecoveryCode_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

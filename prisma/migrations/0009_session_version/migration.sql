-- Sessions end on the server (docs/security.md, "Accounts"): a session carries the version its
-- user had when signing in; sign-out and a role change increment it. Existing sessions carry no
-- version and count as version 0, which every existing user has.
ALTER TABLE "User" ADD COLUMN "sessionVersion" INTEGER NOT NULL DEFAULT 0;

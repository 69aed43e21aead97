-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "actorType" TEXT NOT NULL,
    "userId" INTEGER,
    "apiKeyId" INTEGER,
    "actorLabel" TEXT NOT NULL,
    "ip" TEXT,
    "action" TEXT NOT NULL,
    "objectType" TEXT,
    "objectId" TEXT,
    "before" JSONB,
    "after" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditEntry_companyId_createdAt_idx" ON "AuditEntry"("companyId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "AuditEntry_companyId_action_createdAt_idx" ON "AuditEntry"("companyId", "action", "createdAt" DESC);

-- AddForeignKey
ALTER TABLE "AuditEntry" ADD CONSTRAINT "AuditEntry_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Append-only: the app never changes or removes an entry. A direct UPDATE or DELETE is refused;
-- only the cascade of a company's own deletion (a trigger inside a trigger) may remove its entries.
CREATE FUNCTION "audit_entry_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'AuditEntry is append-only (% refused)', TG_OP;
END;
$$;

CREATE TRIGGER "AuditEntry_append_only" BEFORE UPDATE OR DELETE ON "AuditEntry"
  FOR EACH ROW EXECUTE FUNCTION "audit_entry_append_only"();

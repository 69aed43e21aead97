-- The audit log's row triggers (0008) do not fire on TRUNCATE, so the application's own role could
-- still empty the table in one statement: refused too, by the same function (TG_OP = 'TRUNCATE').
CREATE TRIGGER "AuditEntry_no_truncate" BEFORE TRUNCATE ON "AuditEntry"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_entry_append_only"();

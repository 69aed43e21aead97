-- The list pages and their capped counts read their ids from the index alone (an index-only scan)
-- only where the visibility map says a heap page is all-visible, and only VACUUM sets it. By
-- default autovacuum visits an insert-only table after 1,000 + 20 % of its rows were added (200,000
-- rows for a table of a million), so right after a burst of payments every list request fetched
-- each new row from the heap to check it: a page of the newest payments cost several times its
-- usual CPU until the next vacuum (docs/benchmarks-analysis.md). These tables grow by inserts;
-- they are vacuumed after every 5,000 new rows whatever their size (a vacuum of freshly inserted,
-- never-updated pages is cheap), and their statistics refreshed after 2 % of changes.
ALTER TABLE "Transaction" SET (autovacuum_vacuum_insert_threshold = 5000, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_analyze_scale_factor = 0.02);
ALTER TABLE "LedgerEntry" SET (autovacuum_vacuum_insert_threshold = 5000, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_analyze_scale_factor = 0.02);
ALTER TABLE "Payable" SET (autovacuum_vacuum_insert_threshold = 5000, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_analyze_scale_factor = 0.02);
ALTER TABLE "Event" SET (autovacuum_vacuum_insert_threshold = 5000, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_analyze_scale_factor = 0.02);

import { beforeAll } from "vitest";

import { migrate } from "@/lib/migrate";

// Data-function tests run on a real, migrated database (never a mocked client).
beforeAll(async () => {
  await migrate({ close: false });
});

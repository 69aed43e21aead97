import { migrate } from "../lib/platform/migrate";

const applied = await migrate({ log: (m) => console.log(m) });
console.log(applied.length ? `${applied.length} migration(s) applied` : "database is up to date");

import { closePglite } from "../lib/db-adapter";
import { migrate } from "../lib/migrate";
import { seedIfEmpty } from "../prisma/seed-demo";

// Runs before the server: migrations, then demo data on an empty database. Closes the
// database so the server process can open the same PGlite directory.
await migrate({ log: (m) => console.log(`colmeia: ${m}`), close: false });
const { prisma } = await import("../lib/db");
await seedIfEmpty(prisma, (m) => console.log(m));
await prisma.$disconnect();
await closePglite();

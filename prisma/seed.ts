import { prisma } from "../lib/platform/db";
import { closePglite } from "../lib/platform/db-adapter";
import { exclusively, migrate } from "../lib/platform/migrate";
import { seedIfEmpty } from "./seed-demo";

// npm run db:seed – migrate, then seed the demo company when the database is empty
await migrate({ close: false });
// once, however many instances start together on an empty database
await exclusively(() => seedIfEmpty(prisma, (m) => console.log(m)));
await prisma.$disconnect();
await closePglite();

import { PrismaClient } from "@/generated/prisma/client";
import { createAdapterFactory } from "./db-adapter";

export type Db = PrismaClient;
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

// One client per process (module copies across Next bundles share it through globalThis).
const g = globalThis as unknown as { __colmeiaPrisma?: PrismaClient };

export const prisma: PrismaClient = (g.__colmeiaPrisma ??= new PrismaClient({ adapter: createAdapterFactory() }));

// Types of route-manifest.mjs for TypeScript callers (lib/openapi/contract.test.ts).
export type RouteEntry = { path: string; pattern: string; methods: string[] };
export function scanRoutes(root?: string): RouteEntry[];

import { reloadSettings } from "@/lib/platform/env";

/** Sets (or, with undefined, removes) environment variables for a test and re-parses the configuration. */
export function setEnv(vars: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  reloadSettings();
}

import type { Locale } from "./config";
import type { Messages } from "./messages";

// Typed keys: a missing or misspelled message key fails `tsc`.
declare module "use-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}

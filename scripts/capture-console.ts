// Preloaded into the server process (node --import, scripts/serve.mjs): with JSON logs, every line
// the process prints through the console is a JSON line from its first one — Next.js prints some
// before the app's instrumentation runs (docs/operations.md, Logs).
import { captureConsole } from "../lib/platform/log";

captureConsole();

import { logWarn } from "@/lib/platform/log";
import { isRailError } from "@/lib/rails/pix/port";

/**
 * A confirmation asked of the Pix provider: what it refused (404, or an identifier the connector
 * would not send) answers null and is logged; a provider that does not answer (a retryable
 * RailError) is thrown, so the caller changes nothing and the PSP retries its notification.
 */
export async function askPixProvider<T>(
  ask: () => Promise<T | null>,
  ids: Record<string, string | null>,
): Promise<T | null> {
  try {
    return await ask();
  } catch (e) {
    if (!isRailError(e) || e.details.isRetryable) throw e;
    logWarn("pix", `the provider refused the confirmation: ${e.message}`, ids);
    return null;
  }
}

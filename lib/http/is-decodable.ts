/** Whether a URL path is valid percent-encoding (Next fails while decoding route params if not). */
export function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

import "server-only";

// What lists show of a secret: enough to tell two apart, far too little to sign with.
export function secretPrefix(secret: string): string {
  return `${secret.slice(0, 10)}…`;
}

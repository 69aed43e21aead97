import "server-only";

import { randomBytes } from "node:crypto";

// The id of a request (docs/api.md, Request ids): the one a client or its proxy sent in
// X-Request-Id, when it is a plain token of 1 to 64 letters, digits and `._:-` (it goes into log
// lines as it is), or ours, `req_` + 16 hex digits. Answered in X-Request-Id either way, so one id
// follows a request from the client through a proxy into our logs.
const CLIENT_ID = /^[A-Za-z0-9._:-]{1,64}$/;

// Ours come from a buffer of random bytes refilled 512 ids at a time: an id is no secret, and one
// call to the system's generator per request cost more than the rest of the id's work.
let pool = Buffer.alloc(0);
let at = 0;

export function newRequestId(): string {
  if (at + 8 > pool.length) {
    pool = randomBytes(4096);
    at = 0;
  }
  const id = pool.toString("hex", at, at + 8);
  at += 8;
  return `req_${id}`;
}

/** The client's X-Request-Id when it is a plain token, or a new id of ours. */
export function requestIdOf(header: string | null | undefined): string {
  return header && CLIENT_ID.test(header) ? header : newRequestId();
}

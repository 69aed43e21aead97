// The text a JSON Response was made from, kept beside it (by identity, on globalThis: route bundles
// make the answers, the fast lane in another bundle sends them). The fast lane writes that text
// to the socket as it is, instead of reading the Response's body stream back into bytes (about
// 0.1 ms for a 30 KB list page, a sixth of what a list request costs above the raw reference).
const g = globalThis as unknown as { __colmeiaResponseTexts?: WeakMap<Response, string> };
const texts = (g.__colmeiaResponseTexts ??= new WeakMap());

export function withText(response: Response, text: string): Response {
  texts.set(response, text);
  return response;
}

export const textOf = (response: Response): string | undefined => texts.get(response);

// A Response whose body is a text, made into the web body stream only when something reads it
// (Next.js's own pipeline; a test). A Response made with its body at once builds that stream at
// once — on Node 20 about 9 µs of CPU, with its promises — and the fast lane, which writes the
// text, never reads it. Every way of reading the body reads the same text.
class TextResponse extends Response {
  readonly #text: string;
  #made?: Response;

  constructor(text: string, init: ResponseInit) {
    super(null, init);
    this.#text = text;
  }

  #read(): Response {
    return (this.#made ??= new Response(this.#text, { headers: this.headers }));
  }

  get body() {
    return this.#read().body;
  }
  get bodyUsed() {
    return this.#made?.bodyUsed ?? false;
  }
  text() {
    return this.#read().text();
  }
  json() {
    return this.#read().json();
  }
  arrayBuffer() {
    return this.#read().arrayBuffer();
  }
  blob() {
    return this.#read().blob();
  }
  formData() {
    return this.#read().formData();
  }
  bytes() {
    return this.#read().bytes();
  }
  clone(): Response {
    if (this.bodyUsed) return this.#read().clone();
    return textResponse(this.#text, { status: this.status, statusText: this.statusText, headers: this.headers });
  }
}

/** A Response of `text`, its text kept beside it for the fast lane (lib/http/fast-lane.ts). */
export function textResponse(text: string, init: ResponseInit): Response {
  return withText(new TextResponse(text, init), text);
}

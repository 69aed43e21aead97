import "server-only";

// The source of GET /v1/js: the `BeehivePay` global a merchant's own checkout page loads with
// <script src="https://<colmeia>/v1/js">, so card data goes from the payer's browser straight to
// POST /v1/card-hashes and only the one-time hash reaches the merchant's server (docs/checkout.md,
// "Tokenizing on your own page"). Plain ES2017 with no dependencies and no build step, kept as a
// string so every deployment serves exactly these bytes (script-source.test.ts runs it and checks
// the syntax level). No template literals inside: the string itself is one.
export const TOKENIZER_SOURCE = String.raw`/* Colmeia BeehivePay: card tokenization for merchants' own checkout pages */
(function () {
  "use strict";
  if (window.BeehivePay) return;

  // The API is wherever this file came from, whatever page loaded it.
  var script = document.currentScript;
  var apiOrigin = script && script.src ? new URL(script.src, document.baseURI).origin : null;
  var publicKey = null;
  var testMode = null;

  function fail(code, message, details) {
    var error = new Error(message);
    error.name = "BeehivePayError";
    error.code = code;
    error.details = details || {};
    error.toJSON = function () { return { message: error.message, code: error.code, details: error.details }; };
    return error;
  }

  // Checked before anything leaves the page: a secret key must never travel from a browser.
  function keyProblem(key) {
    if (!key) return "No public key: call BeehivePay.setPublicKey('pk_...') first";
    if (key.indexOf("sk_") === 0) return "This is a secret key (sk_...): never put it in a browser, rotate it, and use the company's public key (pk_...)";
    if (key.indexOf("pk_") !== 0) return "Not a public key: expected pk_test_... or pk_live_...";
    if (testMode === true && key.indexOf("pk_test_") !== 0) return "Test mode expects a test public key (pk_test_...)";
    if (testMode === false && key.indexOf("pk_live_") !== 0) return "Live mode expects a live public key (pk_live_...)";
    return null;
  }

  function readAnswer(response) {
    return response.text().then(function (text) {
      var body = null;
      try { body = JSON.parse(text); } catch (e) { body = null; }
      if (response.ok && body && typeof body.hash === "string") return body.hash;
      if (body && typeof body.code === "string") throw fail(body.code, String(body.message), body.details);
      throw fail("network_error", "Unexpected answer from the payments API (HTTP " + response.status + ")", { status: response.status });
    });
  }

  window.BeehivePay = {
    setPublicKey: function (key) {
      publicKey = typeof key === "string" ? key.trim() : null;
    },
    setTestMode: function (isTest) {
      testMode = Boolean(isTest);
    },
    encrypt: function (card) {
      var problem = keyProblem(publicKey);
      if (problem) return Promise.reject(fail("unauthorized", problem));
      if (!apiOrigin) return Promise.reject(fail("network_error", "Cannot tell the payments API's address: load BeehivePay with a <script src> tag"));
      if (!card || typeof card !== "object") return Promise.reject(fail("bad_request", "encrypt() takes { number, holderName, expirationMonth, expirationYear, cvv }"));
      // only the card's own fields are sent, whatever else the object carries
      var body = JSON.stringify({ number: card.number, holderName: card.holderName, expirationMonth: card.expirationMonth, expirationYear: card.expirationYear, cvv: card.cvv });
      return fetch(apiOrigin + "/v1/card-hashes", {
        method: "POST",
        mode: "cors",
        credentials: "omit",
        cache: "no-store",
        referrerPolicy: "no-referrer",
        headers: { "content-type": "application/json", "x-public-key": publicKey },
        body: body
      }).then(readAnswer, function () {
        throw fail("network_error", "Could not reach the payments API at " + apiOrigin, {});
      });
    }
  };
})();
`;

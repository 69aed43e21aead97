import { DOCS_CSP } from "./csp";

// GET /docs – the interactive API reference: Swagger UI over /v1/openapi.json, every asset served
// from this origin (app/docs/assets), so it works offline and behind a strict CSP. A static page
// rather than a React one: the renderer brings its own styles and must not meet Tailwind's reset.
const HTML = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>API reference · Colmeia</title>
  <link rel="icon" href="/icon.svg">
  <link rel="stylesheet" href="/docs/assets/swagger-ui.css">
  <link rel="stylesheet" href="/docs/assets/colmeia.css">
</head>
<body>
  <header class="colmeia-bar">
    <a class="colmeia-brand" href="/">Colmeia</a>
    <nav aria-label="Documentation">
      <a href="/docs" aria-current="page">API reference</a>
      <a href="/docs/guide">Guide</a>
      <a href="/v1/openapi.json">openapi.json</a>
    </nav>
  </header>
  <main id="swagger-ui"><noscript>The interactive reference needs JavaScript: read <a href="/v1/openapi.json">/v1/openapi.json</a> and the <a href="/docs/guide">guide</a>.</noscript></main>
  <script src="/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/docs/assets/init.js"></script>
</body>
</html>
`;

export function GET() {
  return new Response(HTML, {
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": DOCS_CSP,
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
    },
  });
}

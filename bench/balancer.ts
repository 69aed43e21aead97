import http from "node:http";

// A minimal round-robin HTTP load balancer for the scale-out measurement (keep-alive to upstreams).
export function startBalancer(port: number, upstreams: number[]): Promise<http.Server> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = http.createServer((req, res) => {
    const target = upstreams[next++ % upstreams.length];
    const up = http.request(
      { host: "127.0.0.1", port: target, path: req.url, method: req.method, headers: req.headers, agent },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    up.on("error", () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(up);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

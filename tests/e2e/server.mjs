// A tiny static file server for the end-to-end tests: serves dist/ on
// 127.0.0.1 at a free port, optionally under a sub-path (e.g. "/attic/"),
// with the MIME types a browser insists on (application/wasm for
// WebAssembly.instantiateStreaming, text/javascript for module scripts).
// It logs every response so the tests can count the bytes a load costs.
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";
import { readFile, stat } from "node:fs/promises";
import { extname, join, resolve, sep } from "node:path";

const MIME = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".wasm": "application/wasm",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
};

// Trunk and scripts/sw.mjs put a hex content hash (Trunk's: 1 to 16 digits) in the names of
// the large files; those never change, so they may be cached for good (like
// a real static host configured for it). Everything else is revalidated.
const HASHED = /-[0-9a-f]{8,16}[._]/;

/**
 * Start serving `root` under `base` ("/" or "/sub/") on `port` (0: any free
 * port). `options.headers` are sent with every response (e.g. a
 * Content-Security-Policy, as a host may send one). Resolves to
 * { origin, url, log, close, setRoot } where `url` is the site's address,
 * `log` an array of { path, status, bytes } (bytes = body bytes sent), and
 * `setRoot(dir)` serves another directory from then on (a new deployment).
 * `options.gzip`: compress text and wasm responses when the browser accepts
 * gzip, as GitHub Pages and CDNs do (`log` then counts compressed bytes).
 */
/**
 * A file's gzip body, made once per version of the file. A host serves
 * its compressed copy at once; compressing the 2 MB wasm here took the
 * server's one thread for a few hundred ms, and requests made beside it
 * (a game page's start picture) waited: in Lighthouse's unthrottled trace
 * the picture then came after the wasm, which moved its simulated LCP.
 */
const zipped = new Map();
function gzipped(file, info, body) {
  const key = `${file}\0${info.size}\0${info.mtimeMs}`;
  if (!zipped.has(key)) zipped.set(key, gzipSync(body, { level: 9 }));
  return zipped.get(key);
}

export async function serve(root, base = "/", port = 0, options = {}) {
  let top = resolve(root);
  const extra = options.headers || {};
  const log = [];
  const server = createServer(async (req, res) => {
    const send = (status, body, headers = {}) => {
      res.writeHead(status, { "content-length": Buffer.byteLength(body), ...extra, ...headers });
      res.end(req.method === "HEAD" ? undefined : body);
      log.push({ path: req.url, status, bytes: Buffer.byteLength(body) });
    };
    try {
      let path = decodeURIComponent(new URL(req.url, "http://x").pathname);
      if (path + "/" === base) return send(301, "", { location: base });
      if (!path.startsWith(base)) return send(404, "not found (outside " + base + ")\n");
      path = path.slice(base.length);
      if (path === "" || path.endsWith("/")) path += "index.html";
      const file = resolve(join(top, path));
      if (file !== top && !file.startsWith(top + sep)) return send(403, "forbidden\n");
      const info = await stat(file).catch(() => null);
      if (!info || !info.isFile()) return send(404, "not found: " + path + "\n");
      let body = await readFile(file);
      const zip = options.gzip && /\bgzip\b/.test(req.headers["accept-encoding"] || "") && !/\.(png|ico)$/.test(file);
      if (zip) body = gzipped(file, info, body);
      send(200, body, {
        ...(zip ? { "content-encoding": "gzip", vary: "accept-encoding" } : {}),
        "content-type": MIME[extname(file)] || "application/octet-stream",
        "cache-control": HASHED.test(path) ? "public, max-age=31536000, immutable" : "no-cache",
      });
    } catch (e) {
      send(500, "server error: " + e.message + "\n");
    }
  });
  await new Promise((ok, fail) => {
    server.once("error", fail);
    // Port 0: the system picks a free port, so parallel runs never clash.
    server.listen(port, "127.0.0.1", ok);
  });
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    url: origin + base,
    log,
    setRoot: (dir) => {
      top = resolve(dir);
    },
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections?.();
        server.close(() => ok());
      }),
  };
}

// As a command (scripts/serve.sh): node server.mjs <dir> [base] [port]
// (GZIP=1: compress as a real host would)
if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const [dir = "dist", base = "/", port = "8080"] = process.argv.slice(2);
  if (!/^\/(.+\/)?$/.test(base)) {
    console.error(`base must start and end with '/', like /attic/ (got "${base}")`);
    process.exit(2);
  }
  try {
    const s = await serve(dir, base, Number(port), { gzip: process.env.GZIP === "1" });
    console.log(`Attic is served at ${s.url}  (Ctrl-C to stop)`);
  } catch (e) {
    console.error(`cannot serve ${dir} on 127.0.0.1:${port}: ${e.message}`);
    process.exit(1);
  }
}

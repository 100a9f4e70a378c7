// Attic service worker, generated at build time by scripts/sw.mjs from
// static/sw-template.js. It precaches every file of the build, serves
// same-origin GETs cache-first with the network as fallback, and answers
// navigations offline with the cached index.html. The cache name is a
// hash of all file contents, so a new build replaces the old cache.
//
// A new version waits: while a page of the old one is open, its files stay
// in the old cache (its AI worker loads the old build's module from there).
// The page shows "A new version is ready" and, when the player chooses to
// reload, sends "skip-waiting"; the new worker then takes over and the
// old cache goes. The first install has nothing to wait for.
const CACHE = "__CACHE__";
const FILES = __FILES__;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // Files with a content hash in their name never change, so the HTTP
      // cache may serve them; the others are fetched fresh from the server.
      .then((c) =>
        c.addAll(FILES.map((f) => new Request(f, { cache: /-[0-9a-f]{8,16}[._]/.test(f) ? "default" : "reload" })))
      )
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET") return;
  if (new URL(req.url).origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const hit = await cache.match(req, { ignoreSearch: true });
      // A cached response keeps its own URL, without the request's query;
      // a worker takes its address (import.meta.url) from the response, and
      // the AI worker reads the app module's name from that query
      // (worker_loader.js?app=…). A copy without a URL takes the request's.
      if (hit && hit.url !== req.url && new URL(req.url).search) {
        return new Response(hit.body, { status: hit.status, statusText: hit.statusText, headers: hit.headers });
      }
      if (hit) return hit;
      try {
        return await fetch(req);
      } catch (err) {
        if (req.mode === "navigate") {
          const index = (await cache.match("./index.html")) || (await cache.match("./"));
          if (index) return index;
        }
        throw err;
      }
    })()
  );
});

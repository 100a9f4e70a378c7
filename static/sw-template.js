// Attic service worker, generated at build time by scripts/sw.mjs from
// static/sw-template.js. It precaches every file of the build, serves
// same-origin GETs cache-first with the network as fallback, and answers
// navigations offline with the cached index.html. The cache name is a
// hash of all file contents, so a new build replaces the old cache.
const CACHE = "__CACHE__";
const FILES = __FILES__;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // Files with a content hash in their name never change, so the HTTP
      // cache may serve them; the others are fetched fresh from the server.
      .then((c) =>
        c.addAll(FILES.map((f) => new Request(f, { cache: /-[0-9a-f]{12,16}[._]/.test(f) ? "default" : "reload" })))
      )
      .then(() => self.skipWaiting())
  );
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

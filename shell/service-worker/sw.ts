/// <reference lib="webworker" />
/**
 * The service worker (docs/offline.md), built by shell/scripts/build-service-worker.mjs with Workbox's
 * injectManifest: the shell and the code of the pages that work offline are precached (the list is written
 * in at build time, from the shell's and the remotes' build output); remote entries and the runtime manifest
 * are network-first; kept stories' media come from the caches the story page filled. No /api answer is
 * cached here: only what "Keep for offline" stored is answered without the network.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };
/** The runtime manifest and the entries of the remotes whose pages work offline: fetched at install. */
declare const OFFLINE_REMOTE_ENTRIES: string[];
/** Must match KEPT_MEDIA_CACHE_PREFIX in @bedtime/web-kit (offline/kept-stories.ts). */
const KEPT_MEDIA_CACHE_PREFIX = 'bedtime-kept-media-';
const REMOTE_ENTRIES_CACHE = 'bedtime-remote-entries';

// A new build takes over at once: every file it needs is precached, and the old one's are cleaned up.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Where the remotes are and their entries: the network's copy when there is one (a remote redeployed on
// its own is picked up at once), the last one seen when offline.
const remoteEntries = new NetworkFirst({ cacheName: REMOTE_ENTRIES_CACHE, networkTimeoutSeconds: 5 });
registerRoute(
  ({ url, sameOrigin }) =>
    sameOrigin && (url.pathname === '/runtime/remotes.json' || /^\/remotes\/[^/]+\/(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname)),
  remoteEntries,
);
self.addEventListener('install', (event) => {
  // Best effort: a remote not served here (moved elsewhere with REMOTE_URLS) must not stop the install.
  event.waitUntil(Promise.allSettled(OFFLINE_REMOTE_ENTRIES.map((url) => remoteEntries.handleAll({ event, request: new Request(url) })[0])));
});

// Remote code that was not precached (another remote's pages, or a remote redeployed since this build):
// content-hashed, so once fetched it never changes.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && /^\/remotes\/[^/]+\/static\//.test(url.pathname),
  new CacheFirst({ cacheName: 'bedtime-remote-assets', plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 30 })] }),
);

// Pages: the server's HTML when it answers (story pages carry their link previews), else the precached shell.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache('/index.html');
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: [/^\/api\//, /^\/dev\//, /^\/runtime\//, /^\/remotes\//] },
  ),
);

/** A kept story's audio or picture, from the media caches the page filled; null when it is not kept. */
async function keptMedia(request: Request): Promise<Response | null> {
  for (const name of await caches.keys()) {
    if (!name.startsWith(KEPT_MEDIA_CACHE_PREFIX)) continue;
    const found = await (await caches.open(name)).match(request.url, { ignoreVary: true, ignoreSearch: true });
    if (found) return found;
  }
  return null;
}

// Media are content-addressed (never change): a kept copy answers, with the byte range an audio element
// asks for; anything else goes to the network as it would without a service worker.
registerRoute(
  ({ url, sameOrigin, request }) => sameOrigin && request.method === 'GET' && url.pathname.startsWith('/api/media/'),
  async ({ request }) => {
    const kept = await keptMedia(request);
    if (!kept) return fetch(request);
    return request.headers.has('range') ? createPartialResponse(request, kept) : kept;
  },
);
// Nothing else of /api has a route: sessions, libraries and stories always come from the server.

// Boneyard's service worker: keeps the app shell (page, game, online play's modules, manifest,
// icons) on the device
// so the game starts with no network.
//
// - install: caches every file of the site under a name holding the build's version (a
//   hash of the site's files, filled in by web/assemble_site.cmake), revalidating with the
//   server (cache: 'no-cache') so a stale HTTP-cached file never joins this version.
// - activate: deletes the caches of older versions and takes control of open pages.
// - fetch: the shell files are served cache-first (network if missing); navigations to the
//   app's page, whatever their ?query (the #hash never reaches us), get the cached page.
// - Languages: a catalogue (lang/<code>.mo) is not in the shell, as only a visitor of that
//   language needs it: it is kept in the cache when the page first fetches it, and a new
//   version's install fetches again the catalogues the old version kept, so a player keeps their
//   language offline across updates.
// - A new version waits until the page asks for it ({type: 'skip-waiting'}, after the player
//   chooses to reload) so one page never mixes boneyard.js and boneyard.wasm of two builds.
'use strict';

const VERSION = '@BONEYARD_SITE_VERSION@';
const CACHE_PREFIX = 'boneyard-';
const CACHE = CACHE_PREFIX + VERSION;
const SHELL = [
  'index.html',
  'boneyard.js',
  'boneyard.wasm',
  'manifest.webmanifest',
  'icon-192.png',
  'icon-512.png',
  'icon-maskable-512.png',
  'apple-touch-icon.png',
  'favicon-32.png',
  'online/peer.mjs',
  'online/sdp_code.mjs',
];

const SCOPE = new URL(self.registration.scope);
const SHELL_URLS = new Set(SHELL.map((path) => new URL(path, SCOPE).href));
const PAGE_URL = new URL('index.html', SCOPE).href;

const LANG_PATH = new URL('lang/', SCOPE).pathname;
const isCatalogue = (url) => url.pathname.startsWith(LANG_PATH) && url.pathname.endsWith('.mo');

// The catalogues the caches of older versions hold.
function keptCatalogues() {
  return caches.keys()
    .then((names) => Promise.all(names
      .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
      .map((name) => caches.open(name).then((cache) => cache.keys()))))
    .then((lists) => [...new Set(lists.flat().map((r) => r.url).filter((url) => isCatalogue(new URL(url))))]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => keptCatalogues().then((kept) =>
      cache.addAll([...SHELL_URLS, ...kept].map((url) => new Request(url, { cache: 'no-cache' }))))));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names
        .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
        .map((name) => caches.delete(name))))
      .then(() => self.clients.claim()));
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') self.skipWaiting();
  // The page's language, fetched before this worker was there (a first visit): kept now.
  if (event.data && event.data.type === 'keep' && typeof event.data.path === 'string') {
    const url = new URL(event.data.path, SCOPE);
    if (url.origin === SCOPE.origin && isCatalogue(url))
      event.waitUntil(caches.open(CACHE).then((cache) =>
        cache.match(url.href).then((hit) => hit || cache.add(new Request(url.href, { cache: 'no-cache' })))));
  }
});

// Cached copy of `url` (a shell file) if there is one, else the network.
function cacheFirst(request, url) {
  return caches.open(CACHE)
    .then((cache) => cache.match(url, { ignoreVary: true }))
    .then((hit) => hit || fetch(request));
}

// A catalogue: the cached copy, else the network's, kept for next time.
function cacheFirstKept(request, url) {
  return caches.open(CACHE).then((cache) => cache.match(url, { ignoreVary: true }).then((hit) => hit ||
    fetch(request).then((response) => {
      if (response.ok) cache.put(url, response.clone());
      return response;
    })));
}

function isAppPage(url) {
  return url.pathname === SCOPE.pathname || url.href.split('?')[0] === PAGE_URL;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== SCOPE.origin) return;
  url.hash = '';
  if (request.mode === 'navigate') {
    if (isAppPage(url)) event.respondWith(cacheFirst(request, PAGE_URL));
    return;
  }
  url.search = '';
  if (SHELL_URLS.has(url.href)) event.respondWith(cacheFirst(request, url.href));
  else if (isCatalogue(url)) event.respondWith(cacheFirstKept(request, url.href));
});

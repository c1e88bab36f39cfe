// Tiny static file server for the browser tests (node's http module only).
//
//   import { serve } from './serve.mjs';
//   const server = await serve(siteDir, { hide: ['/boneyard.wasm'] });
//   ... server.url ('http://127.0.0.1:PORT/'), server.requests (paths asked for) ...
//   await server.close();
//
// Or from a shell (.ci/serve does this): node tests/browser/serve.mjs DIR [PORT]
//
// Serves DIR on 127.0.0.1 (a random free port unless one is given), with the MIME types
// the site needs (application/wasm for streaming compilation, application/manifest+json),
// index.html for directories, "Cache-Control: no-cache" so every load revalidates, and no
// access outside DIR. Paths in `hide` answer 404, to test how the page copes. With `gzip`
// (as a static host serves a site), text, JavaScript and WebAssembly go compressed (gzip -9)
// to a client that accepts it.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

export const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.data': 'application/octet-stream',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.wasm', '.webmanifest', '.json', '.css', '.svg', '.txt']);

export function serve(dir, { port = 0, host = '127.0.0.1', hide = [], gzip = false } = {}) {
  const root = path.resolve(dir);
  const hidden = new Set(hide);
  const requests = [];
  const gzipped = new Map();  // file -> { mtimeMs, body }

  const server = http.createServer((req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      res.writeHead(400).end('bad request\n');
      return;
    }
    requests.push(pathname);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let file = path.join(root, pathname);
    if (file !== root && !file.startsWith(root + path.sep)) {
      res.writeHead(403).end('forbidden\n');
      return;
    }
    fs.stat(file, (err, st) => {
      if (!err && st.isDirectory()) {
        if (!pathname.endsWith('/')) {
          res.writeHead(301, { Location: pathname + '/' }).end();
          return;
        }
        file = path.join(file, 'index.html');
        pathname += 'index.html';
      }
      if (hidden.has(pathname)) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found (hidden by the test)\n');
        return;
      }
      fs.stat(file, (err2, st2) => {
        if (err2 || !st2.isFile()) {
          res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found\n');
          return;
        }
        const ext = path.extname(file).toLowerCase();
        const headers = {
          'Content-Type': MIME[ext] || 'application/octet-stream',
          'Content-Length': st2.size,
          'Cache-Control': 'no-cache',
        };
        if (gzip && COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
          let hit = gzipped.get(file);
          if (!hit || hit.mtimeMs !== st2.mtimeMs) {
            hit = { mtimeMs: st2.mtimeMs, body: zlib.gzipSync(fs.readFileSync(file), { level: 9 }) };
            gzipped.set(file, hit);
          }
          res.writeHead(200, { ...headers, 'Content-Length': hit.body.length, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
          res.end(req.method === 'HEAD' ? undefined : hit.body);
          return;
        }
        res.writeHead(200, headers);
        if (req.method === 'HEAD') {
          res.end();
          return;
        }
        fs.createReadStream(file).pipe(res);
      });
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const actual = server.address().port;
      resolve({
        url: `http://${host}:${actual}/`,
        port: actual,
        requests,
        close() {
          server.closeAllConnections();
          return new Promise((done) => server.close(() => done()));
        },
      });
    });
  });
}

// Command line: serve a folder until interrupted.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const gzip = args.includes('--gzip');
  const [dir, port] = args.filter((a) => a !== '--gzip');
  if (!dir) {
    console.error('usage: node serve.mjs [--gzip] DIR [PORT]');
    process.exit(2);
  }
  serve(dir, { port: Number(port) || 0, gzip }).then((s) => {
    console.log(`\nBoneyard is at ${s.url}\n(serving ${path.resolve(dir)}; press Ctrl+C to stop)`);
  }, (e) => {
    console.error(`serve.mjs: ${e.message}`);
    process.exit(1);
  });
}

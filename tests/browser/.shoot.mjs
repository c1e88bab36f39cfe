// scratch (not committed): node shoot.mjs site outdir name WxH link [waitms] [clicks...]
import path from 'node:path';
import { launch, waitForGame, view, targets, click, sleep } from './lib.mjs';
import { serve } from './serve.mjs';
const [site, out, name, size, link, waitms = '1500', ...clicks] = process.argv.slice(2);
const [w, h] = size.split('x').map(Number);
const server = await serve(path.resolve(site));
const b = await launch({ viewport: { width: w, height: h } });
try {
  await b.page.goto(server.url + link);
  await waitForGame(b.page, name);
  await sleep(Number(waitms));
  for (const c of clicks) {
    if (c.startsWith('wait:')) { await sleep(Number(c.slice(5))); continue; }
    const ts = await targets(b.page);
    const t = ts.find((x) => x.id === c || (c.endsWith('*') && x.id.startsWith(c.slice(0, -1))));
    if (!t) { console.log('no target', c, ts.map((x) => x.id).join(' ')); continue; }
    await click(b.page, t); await sleep(700);
  }
  await b.page.screenshot({ path: path.join(out, name + '.png') });
  const v = await view(b.page);
  console.log(JSON.stringify({ screen: v.screen, phase: v.state?.phase, to_move: v.state?.to_move, line: v.state?.line?.length }));
  console.log((await targets(b.page)).map((x) => x.id).join(' '));
} finally { await b.close(); await server.close(); }

// The online tests' pages: a Chromium profile opened at a link (the flag that lets WebRTC name
// its host candidates by address: TOOLCHAIN.md), and waiting for the page's test view to show
// an effect. Imported once the test runs inside its network namespace (netns.mjs).
import { launch, view, waitFor, waitForGame, watchErrors } from '../browser/lib.mjs';

export const extraArgs = ['--disable-features=WebRtcHideLocalIpsWithMdns'];

// A profile's page (launch() `options`), opened at `url` with the game up; its errors watched.
export async function openPage(url, name, options = {}) {
  const side = await launch({ extraArgs, ...options });
  const errors = watchErrors(side.page);
  await side.page.goto(url);
  await waitForGame(side.page, name);
  return { ...side, name, errors };
}

// Waits until `done(view)` holds on `side`'s page; fails naming `what` and the last view's online part.
export async function waitView(side, what, done, ms = 30000) {
  let last;
  await waitFor(`${side.name}: ${what}`, async () => done(last = await view(side.page)),
                { ms, every: 30, describe: () => JSON.stringify(last?.online ?? last).slice(0, 600) });
  return last;
}

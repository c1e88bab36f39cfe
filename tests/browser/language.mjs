// Browser test (issue 47): a browser whose language is Spanish (Mexico). The first visit is in
// Spanish from its first frame (the page fetched lang/es.mo beside the module); a Block round is
// played to its summary, whose sentence is Spanish; Display options switch to Portuguese (the
// language row, applied at once, no reload: the page's lang and own words follow); a reload keeps Portuguese; with the network cut,
// a reload from the service worker still plays in Portuguese. Screenshots: language-es-table.png,
// language-es-summary.png, language-pt-display.png, language-pt-offline.png.
//
// What is "Spanish": words that the catalogue's translations use and no English message does
// (read from po/es.po and po/boneyard.pot), found in the round summary's sentence.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  browserTest, expectCanvasDrawn, fail, log, playRound, reachTable, view, waitFor, waitForGame, waitForStill,
  waitForSummary, press,
} from './lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const LINK = '#game=block&players=2&seed=42&delay=0';

// The words of a PO file's msgstr (or, for the template, msgid) lines, lower-case.
function words(file, field) {
  const out = new Set();
  for (const line of fs.readFileSync(path.join(ROOT, 'po', file), 'utf8').split('\n')) {
    const m = new RegExp(`^${field}(?:\\[\\d\\])? "(.*)"$`).exec(line) || /^"(.*)"$/.exec(line);
    if (!m) continue;
    for (const w of m[1].replace(/\{[^}]*\}/g, ' ').toLowerCase().split(/[^\p{L}]+/u)) if (w.length > 3) out.add(w);
  }
  return out;
}
const english = words('boneyard.pot', 'msgid');
function ownWords(code) {
  return new Set([...words(`${code}.po`, 'msgstr')].filter((w) => !english.has(w)));
}

function expectLanguage(text, code, what) {
  const own = ownWords(code);
  const found = text.toLowerCase().split(/[^\p{L}]+/u).filter((w) => own.has(w));
  if (found.length < 2) fail(`${what} is not in ${code}: "${text}" (its own words found: ${found.join(', ') || 'none'})`);
  log(`${what} in ${code}: "${text}" (${found.slice(0, 4).join(', ')})`);
}

// The game speaks `code`, and the page says so too (<html lang>, and its own words: the update
// bar's Reload button), after a load or a choice in Display options alike. Returns that button's word.
async function expectShown(page, code, what) {
  await waitFor(`${what}: the game in ${code}`, async () => (await view(page)).language === code, { ms: 15000 });
  const reload = new Set(['Reload']);
  for (const other of ['es', 'pt_BR', 'fr']) {
    const m = /msgid "Reload"\nmsgstr "(.*)"/.exec(fs.readFileSync(path.join(ROOT, 'po', `${other}.po`), 'utf8'));
    if (m && other !== code) reload.add(m[1]);
  }
  let shown;
  await waitFor(`${what}: the page in ${code}`, async () => {
    shown = await page.evaluate(() => [document.documentElement.lang, document.getElementById('update-now').textContent]);
    return shown[0] === code.replace('_', '-') && !reload.has(shown[1]);
  }, { ms: 15000, describe: () => `lang "${shown[0]}", its Reload button "${shown[1]}"` });
  log(`${what}: the page's lang is ${shown[0]}, its Reload button "${shown[1]}"`);
}

browserTest('language', async ({ page, context, server, errors, artifactDir }) => {
  const langs = await page.evaluate(() => navigator.languages);
  log(`the browser's languages: ${langs.join(', ')}`);
  await page.goto(server.url + LINK);
  await waitForGame(page, 'first visit');
  // Spanish from the first frame: the page handed the catalogue over before the game started.
  const first = await view(page);
  if (first.language !== 'es') fail(`the first frame speaks ${first.language}, not es (Spanish browser)`);
  if (first.language_chosen !== '') fail(`nothing was chosen, yet language_chosen is ${first.language_chosen}`);
  await expectShown(page, 'es', 'first visit');
  await reachTable(page);
  await waitForStill(page, 1500);
  await expectCanvasDrawn(page, 'the Spanish table', path.join(artifactDir, 'language-es-table.png'));
  const { view: end } = await playRound(page);
  await waitForSummary(page);
  expectLanguage(end.summary_text || (await view(page)).summary_text || '', 'es', 'the round summary');
  await expectCanvasDrawn(page, 'the Spanish summary', path.join(artifactDir, 'language-es-summary.png'));

  // Display options: the language row, tapped until Portuguese; applied without a reload.
  await press(page, 'button:next_round');  // (the summary has no menu)
  await press(page, 'button:menu');
  await press(page, 'menu:display');
  await waitFor('the Display screen', async () => (await view(page)).screen === 'display', { ms: 10000 });
  for (let i = 0; i < 6 && (await view(page)).language_chosen !== 'pt_BR'; i++) await press(page, 'display:language');
  if ((await view(page)).language_chosen !== 'pt_BR') fail('the language row never offered Portuguese');
  await expectShown(page, 'pt_BR', 'after choosing Portuguese');  // the page's words too, without a reload
  await expectCanvasDrawn(page, 'Display in Portuguese', path.join(artifactDir, 'language-pt-display.png'));
  const kept = await page.evaluate(() => localStorage.getItem('boneyard.language'));
  if (kept !== 'pt_BR') fail(`the choice kept is ${kept}, not pt_BR`);

  // A reload keeps it (the page fetches lang/pt_BR.mo, not the browser's Spanish).
  await page.reload();
  await waitForGame(page, 'reload');
  await expectShown(page, 'pt_BR', 'after a reload');

  // Offline: the service worker serves the page, the game and the Portuguese catalogue.
  await waitFor('the service worker to be ready', () =>
    page.evaluate(() => navigator.serviceWorker.ready.then((r) => !!r.active)), { ms: 30000 });
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) {
    await page.reload();
    await waitForGame(page, 'online reload');
  }
  await waitFor('the catalogue kept by the service worker', () => page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      if (await cache.match(new URL('lang/pt_BR.mo', location.href).href)) return true;
    }
    return false;
  }), { ms: 30000 });
  await server.close();
  await context.setOffline(true);
  await page.reload();
  await waitForGame(page, 'offline reload');
  await expectShown(page, 'pt_BR', 'offline');
  await reachTable(page);
  await waitForStill(page, 1500);
  await expectCanvasDrawn(page, 'offline in Portuguese', path.join(artifactDir, 'language-pt-offline.png'));
  errors.check('through the test');
}, { locale: 'es-MX' });

// Strips the comments and the indentation from the page and online play's modules as the site
// is assembled (web/assemble_site.cmake): what a first visit downloads, without what only a
// reader of the source needs. Nothing is renamed or rewritten: every statement, string and
// line break of the code stays as it is, so the page behaves exactly as its source.
//
//   node web/minify.mjs FILE     (in place; .html: the page with its inline style and script,
//                                 .mjs: a module, .js: a script)
//
// Comments in JavaScript are found by parsing it (acorn, which Emscripten needs anyway: the
// project's node_modules or Debian's /usr/share/nodejs), so a '//' inside a string or a regular
// expression is never taken for one; template literals keep their text to the letter. A
// comment that spans lines leaves a line break, so automatic semicolon insertion reads the
// code the same.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
function loadAcorn() {
  for (const where of ['acorn', '/usr/share/nodejs/acorn']) {
    try {
      return require(where);
    } catch {
      // the next place
    }
  }
  throw new Error('minify.mjs: acorn is missing (npm ci, or Debian\'s node-acorn)');
}
const acorn = loadAcorn();

// JavaScript without comments, indentation, trailing blanks and empty lines.
export function minifyJs(src, sourceType) {
  const comments = [];
  const kept = [];  // [start, end): template literal text, copied to the letter
  acorn.parse(src, {
    ecmaVersion: 'latest',
    sourceType,
    onComment: (block, text, start, end) => comments.push({ block, start, end }),
    onToken: (t) => {
      if (['template', 'invalidTemplate', 'string', 'regexp'].includes(t.type.label)) kept.push([t.start, t.end]);
    },
  });
  const isKept = (i) => kept.some(([s, e]) => i >= s && i < e);
  let out = '';
  let lineStart = true;  // skipping the indentation of a new line
  const newline = () => {
    out = out.replace(/[ \t]+$/, '');
    if (out !== '' && !out.endsWith('\n')) out += '\n';
    lineStart = true;
  };
  let c = 0;
  for (let i = 0; i < src.length; ) {
    if (c < comments.length && i === comments[c].start) {
      const { block, end } = comments[c++];
      if (block && /[\n\r\u2028\u2029]/.test(src.slice(i, end))) newline();
      else if (block && !lineStart) out += ' ';
      i = end;
      continue;
    }
    const ch = src[i];
    if (!isKept(i)) {
      if (ch === '\n') {
        newline();
        i++;
        continue;
      }
      if (ch === '\r') {
        i++;
        continue;
      }
      if (lineStart && (ch === ' ' || ch === '\t')) {
        i++;
        continue;
      }
    }
    lineStart = false;
    out += ch;
    i++;
  }
  out = out.replace(/[ \t]+$/, '').replace(/\n*$/, '\n');
  const before = tokens(src, sourceType), after = tokens(out, sourceType);
  if (before.length !== after.length || before.some((t, k) => t !== after[k]))
    { const k = before.findIndex((t, k) => t !== after[k]); throw new Error(`minify.mjs: the code would read differently at token ${k}: ${JSON.stringify(before[k])} vs ${JSON.stringify(after[k])}`); }
  return out;
}

// The tokens of `src`, each with whether a line break comes before it (what automatic
// semicolon insertion reads): the same list before and after proves nothing else changed.
function tokens(src, sourceType) {
  const list = [];
  let last = 0;
  for (const t of acorn.tokenizer(src, { ecmaVersion: 'latest', sourceType })) {
    const broken = list.length > 0 && /[\n\r\u2028\u2029]/.test(src.slice(last, t.start).replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (m) => (/\n/.test(m) ? '\n' : ' ')));
    list.push(`${t.type.label}\u0000${src.slice(t.start, t.end)}\u0000${broken}`);
    last = t.end;
  }
  return list;
}

// CSS without comments and indentation.
function minifyCss(src) {
  return src.replace(/\/\*[\s\S]*?\*\//g, '').split('\n').map((l) => l.trim()).filter((l) => l).join('\n');
}

// The page: HTML comments and indentation go; inline style and script are minified as above.
// (The page has no <pre> or <textarea>, whose white space would count.)
export function minifyHtml(src) {
  if (/<(pre|textarea)\b/i.test(src)) throw new Error('minify.mjs: the page has <pre> or <textarea>');
  const parts = src.split(/(<script\b[^>]*>[\s\S]*?<\/script>|<style\b[^>]*>[\s\S]*?<\/style>)/i);
  return parts.map((part, k) => {
    if (k % 2 === 1) {
      const [, open, body, close] = /^(<[^>]*>)([\s\S]*?)(<\/[^>]*>)$/.exec(part);
      if (!body.trim()) return open + close;
      const code = /^<style/i.test(open) ? minifyCss(body)
        : minifyJs(body, /type="module"/.test(open) ? 'module' : 'script');
      return `${open}\n${code.trim()}\n${close}`;
    }
    return part.replace(/<!--[\s\S]*?-->/g, '').split('\n').map((l) => l.trim()).filter((l) => l).join('\n');
  }).join('\n').replace(/\n{2,}/g, '\n') + '\n';
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node web/minify.mjs FILE');
    process.exit(2);
  }
  const src = readFileSync(file, 'utf8');
  const out = file.endsWith('.html') ? minifyHtml(src)
    : minifyJs(src, file.endsWith('.mjs') ? 'module' : 'script');
  writeFileSync(file, out);
}

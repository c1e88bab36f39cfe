#!/usr/bin/env bash
# Makes po/boneyard.pot, the template of every message a player reads, from the sources (GNU
# xgettext), and brings each language's catalogue (po/LINGUAS) up to it with msgmerge.
#   po/update.sh            write the template and merge it into every po/<language>.po
#   po/update.sh --check    write nothing; fail when the committed template differs from the
#                           sources' (a message added, changed or removed in code)
set -euo pipefail
cd "$(dirname "$0")/.."

# The page's own words: web/index.html's t('...') in its scripts (the rest of the page blanked,
# so that the HTML's text is not read as code), as JavaScript.
page_script() {
  awk '/<script>/ { inside = 1; print ""; next } /<\/script>/ { inside = 0 } { print inside ? $0 : "" }' web/index.html
}

template() {
  local work
  work=$(mktemp -d)
  mkdir -p "$work/web"
  page_script >"$work/web/index.html"
  # The calls of engine/core/i18n.h, and their argument places; TRANSLATORS: comments go along.
  find engine shell -name '*.cpp' -o -name '*.h' | LC_ALL=C sort |
    xgettext --files-from=- --language=C++ --from-code=UTF-8 \
      --keyword= --keyword=tr --keyword=trc:1c,2 --keyword=trn:1,2 --keyword=trnc:1c,2,3 \
      --keyword=trf:1 --keyword=trcf:1c,2 --keyword=phrase:1 --keyword=phrase_n:1,2 \
      --keyword=N_:1 --keyword=NC_:1c,2 \
      --add-comments=TRANSLATORS: --add-location=file --sort-by-file \
      --package-name=Boneyard --msgid-bugs-address='the issue tracker of Boneyard' \
      --copyright-holder='The Boneyard authors' --output="$work/code.pot"
  (cd "$work" && xgettext --output=page.pot --language=JavaScript --from-code=UTF-8 --keyword= --keyword=t:1 \
    --add-comments=TRANSLATORS: --add-location=file web/index.html)
  sed -i -e 's/charset=CHARSET/charset=UTF-8/' "$work/code.pot" "$work/page.pot"
  msgcat --use-first --to-code=UTF-8 "$work/code.pot" "$work/page.pot" | sed -e '/^"POT-Creation-Date:/d'
  rm -rf "$work"
}

if [ "${1:-}" = "--check" ]; then
  if ! diff -u po/boneyard.pot <(template) >/tmp/boneyard-pot.diff; then
    echo "po/boneyard.pot differs from the messages in the sources; run po/update.sh and commit it:" >&2
    head -n 60 /tmp/boneyard-pot.diff >&2
    exit 1
  fi
  echo "po/boneyard.pot matches the sources ($(grep -c '^msgid ' po/boneyard.pot) messages)"
  exit 0
fi

template >po/boneyard.pot
echo "po/boneyard.pot: $(($(grep -c '^msgid ' po/boneyard.pot) - 1)) messages"
for lang in $(grep -v '^#' po/LINGUAS 2>/dev/null || true); do
  [ -f "po/$lang.po" ] || continue
  msgmerge --quiet --update --backup=none --no-fuzzy-matching "po/$lang.po" po/boneyard.pot
  echo "po/$lang.po: $(msgfmt --statistics -o /dev/null "po/$lang.po" 2>&1)"
done

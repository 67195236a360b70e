"""python -m tools.i18n COMMAND

  extract        scan game/, levels/ and assets/kathmandu/ and rewrite assets/locale/durbar.pot,
                 then merge it into every language's .po (new ids untranslated, old ones obsolete)
  compile        .po -> .mo for every language (the game loads the .mo)
  check          exit 1 listing missing / untranslated / fuzzy messages, placeholder mismatches,
                 a stale .pot or .mo, and catalogue characters the shipped fonts cannot draw
  fonts          re-cut the Japanese font subsets from the system's Noto CJK (fonts-noto-cjk)
  init LANG      start assets/locale/LANG/LC_MESSAGES/durbar.po from the template
  merge LANG PO  take the translations LANG's .po lacks from another copy of it (after a git
                 merge: git show MERGE_HEAD:assets/locale/ja/LC_MESSAGES/durbar.po > /tmp/o.po)
  stats          translated / total per language
"""
from __future__ import annotations

import sys


def main(argv: list[str]) -> int:
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__)
        return 0 if argv else 2
    command, rest = argv[0], argv[1:]
    from tools.i18n import catalogs
    from tools.i18n.extract import extract

    if command == "extract":
        template = extract()
        changed = catalogs.write_template(template)
        print(f"{catalogs.TEMPLATE.relative_to(catalogs.ROOT)}: {len(template)} messages"
              + ("" if changed else " (unchanged)"))
        for lang in catalogs.languages():
            catalogs.update_language(lang, template)
            print(f"{catalogs.po_path(lang).relative_to(catalogs.ROOT)}: merged")
        return 0
    if command == "update":
        return main(["extract"])
    if command == "compile":
        for lang in catalogs.languages():
            changed = catalogs.compile_language(lang)
            print(f"{catalogs.mo_path(lang).relative_to(catalogs.ROOT)}" + ("" if changed else " (unchanged)"))
        return 0
    if command == "init":
        if len(rest) != 1:
            print("usage: python -m tools.i18n init LANG", file=sys.stderr)
            return 2
        path = catalogs.init_language(rest[0], extract())
        print(f"{path.relative_to(catalogs.ROOT)}: created; translate it, then run compile")
        return 0
    if command == "merge":
        if len(rest) != 2:
            print("usage: python -m tools.i18n merge LANG OTHER.po", file=sys.stderr)
            return 2
        n = catalogs.merge_translations(rest[0], rest[1])
        print(f"{n} translation(s) taken; now run extract and compile")
        return 0
    if command == "fonts":
        from tools.i18n import fonts

        for name, glyphs, size in fonts.subset_all():
            print(f"assets/fonts/{name}: {glyphs} glyphs, {size / 1e6:.2f} MB")
        return 0
    if command == "stats":
        template = extract()
        for lang in catalogs.languages():
            cat = catalogs.read(catalogs.po_path(lang), locale=lang)
            done = sum(1 for m in template if m.id and (h := cat.get(m.id, m.context)) is not None
                       and all(catalogs.message_strings(h)) and not h.fuzzy)
            print(f"{lang}: {done}/{len(template)} translated")
        return 0
    if command == "check":
        from tools.i18n.glyphs import missing_glyphs

        found = catalogs.all_problems() + missing_glyphs()
        for line in found:
            print(line)
        print(f"{len(found)} problem(s)")
        return 1 if found else 0
    print(f"unknown command {command!r}\n{__doc__}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

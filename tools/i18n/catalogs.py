"""The catalogues on disk: the template (``assets/locale/durbar.pot``), one ``.po`` per language
(the translators' source) and the compiled ``.mo`` the game loads (committed, checked by a test).
"""
from __future__ import annotations

import io
import re
import string
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from tools.i18n.extract import ROOT, STAMP, extract

LOCALE_DIR = ROOT / "assets" / "locale"
DOMAIN = "durbar"
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"
WIDTH = 100


def po_path(lang: str, locale_dir: Path = LOCALE_DIR) -> Path:
    return locale_dir / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str, locale_dir: Path = LOCALE_DIR) -> Path:
    return locale_dir / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


def languages(locale_dir: Path = LOCALE_DIR) -> list[str]:
    """Every language with a .po source (English is the ids themselves and has none)."""
    return sorted(p.parent.parent.name for p in locale_dir.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def read(path: Path, locale: str | None = None) -> Catalog:
    with open(path, "rb") as fh:
        return read_po(fh, locale=locale, domain=DOMAIN)


def po_bytes(catalog: Catalog, *, template: bool = False) -> bytes:
    buf = io.BytesIO()
    write_po(buf, catalog, width=WIDTH, sort_output=True, include_lineno=False,
             ignore_obsolete=False, omit_header=False)
    return buf.getvalue()


def mo_bytes(catalog: Catalog) -> bytes:
    buf = io.BytesIO()
    write_mo(buf, catalog, use_fuzzy=False)
    return buf.getvalue()


def _write_if_changed(path: Path, data: bytes) -> bool:
    if path.exists() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


def write_template(template: Catalog) -> bool:
    return _write_if_changed(TEMPLATE, po_bytes(template, template=True))


def init_language(lang: str, template: Catalog) -> Path:
    """Start a new language's .po from the template (every message untranslated)."""
    path = po_path(lang)
    if path.exists():
        raise FileExistsError(f"{path} exists already; use 'update'")
    catalog = Catalog(locale=lang, domain=DOMAIN, project=template.project, version=template.version,
                      copyright_holder=template.copyright_holder, creation_date=STAMP, revision_date=STAMP,
                      fuzzy=False)
    catalog.update(template, no_fuzzy_matching=True, update_creation_date=False)
    _write_if_changed(path, po_bytes(catalog))
    return path


def update_language(lang: str, template: Catalog, locale_dir: Path = LOCALE_DIR) -> bool:
    """Merge the template into ``lang``'s .po: new ids arrive untranslated, vanished ones become
    obsolete (``#~``), a changed id gets its old translation as a fuzzy suggestion."""
    path = po_path(lang, locale_dir)
    catalog = read(path, locale=lang)
    revive_obsolete(catalog)
    catalog.update(template, update_creation_date=False)
    catalog.revision_date = STAMP
    return _write_if_changed(path, po_bytes(catalog))


def revive_obsolete(catalog: Catalog) -> None:
    """Put the obsolete (``#~``) entries back, so an id that returns - a string removed and added
    again, a branch merged, or a translation written ahead of the code that uses it - finds its
    translation by exact match; ``update`` makes whatever is still unused obsolete again."""
    for msg in list(catalog.obsolete.values()):
        if catalog.get(msg.id, msg.context) is None:
            catalog[msg.id] = msg
    catalog.obsolete.clear()


def compile_language(lang: str) -> bool:
    return _write_if_changed(mo_path(lang), mo_bytes(read(po_path(lang), locale=lang)))


# checks ---------------------------------------------------------------------------------------
_FIELD = re.compile(r"{[^{}]*}")


def placeholders(text: str) -> set[str]:
    """The ``str.format`` fields of ``text`` (``{n}``, ``{name}``, ``{0:>3}``: by name)."""
    out: set[str] = set()
    try:
        for _literal, field, _spec, _conv in string.Formatter().parse(text):
            if field is not None:
                out.add(field)
    except ValueError:
        out.add("<unbalanced braces>")
    return out


def message_ids(message: Message) -> tuple[str, ...]:
    return tuple(message.id) if isinstance(message.id, (list, tuple)) else (message.id,)


def message_strings(message: Message) -> tuple[str, ...]:
    if isinstance(message.string, (list, tuple)):
        return tuple(message.string)
    return (message.string or "",)


def problems(lang: str, template: Catalog) -> list[str]:
    """Everything wrong with ``lang``'s catalogue against the tree: missing, untranslated, fuzzy,
    placeholders that differ from the English, a stale .mo."""
    out: list[str] = []
    catalog = read(po_path(lang), locale=lang)
    for msg in template:
        if not msg.id:
            continue
        have = catalog.get(msg.id, msg.context)
        label = repr(message_ids(msg)[0][:60])
        if have is None:
            out.append(f"{lang}: missing {label}")
            continue
        strings = message_strings(have)
        if not all(strings):
            out.append(f"{lang}: untranslated {label}")
            continue
        if have.fuzzy:
            out.append(f"{lang}: fuzzy (check and clear the flag) {label}")
            continue
        wanted = set().union(*(placeholders(i) for i in message_ids(msg)))
        for s in strings:
            got = placeholders(s)
            if got - wanted or (not isinstance(msg.id, (list, tuple)) and got != wanted):
                out.append(f"{lang}: placeholders {sorted(got)} differ from {sorted(wanted)} in {label}")
                break
    mo = mo_path(lang)
    if not mo.exists() or mo.read_bytes() != mo_bytes(catalog):
        out.append(f"{lang}: {mo.relative_to(ROOT)} is out of date (python -m tools.i18n compile)")
    return out


def template_problems(template: Catalog) -> list[str]:
    if not TEMPLATE.exists() or TEMPLATE.read_bytes() != po_bytes(template, template=True):
        return [f"{TEMPLATE.relative_to(ROOT)} is out of date (python -m tools.i18n extract)"]
    return []


def all_problems() -> list[str]:
    template = extract()
    out = template_problems(template)
    for lang in languages():
        out += problems(lang, template)
    return out


def merge_translations(lang: str, other_po: Path) -> int:
    """Fill ``lang``'s untranslated or fuzzy messages (active or ``#~``) from another copy of its
    .po (the other side of a git merge). Returns how many were taken."""
    path = po_path(lang)
    catalog = read(path, locale=lang)
    other = read(Path(other_po), locale=lang)
    revive_obsolete(other)
    revive_obsolete(catalog)
    taken = 0
    for msg in other:
        if not msg.id or msg.fuzzy or not all(message_strings(msg)):
            continue
        have = catalog.get(msg.id, msg.context)
        if have is None:
            catalog[msg.id] = msg
            if msg.context is not None:
                catalog.get(msg.id, msg.context).context = msg.context
        elif have.fuzzy or not all(message_strings(have)):
            have.string = msg.string
            have.flags.discard("fuzzy")
        else:
            continue
        taken += 1
    _write_if_changed(path, po_bytes(catalog))
    return taken

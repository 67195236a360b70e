"""The catalogues against the tree: every message id in the code (and in the levels and the
Kathmandu content) translated in every language, placeholders kept, the compiled .mo the same as
its .po, and every character drawable by the shipped fonts."""
import pytest

from tools.i18n import catalogs
from tools.i18n.extract import extract
from tools.i18n.glyphs import cmap, missing_glyphs


@pytest.fixture(scope="module")
def template():
    return extract()


def test_there_is_a_japanese_catalogue():
    assert "ja" in catalogs.languages()


def test_the_extractor_finds_code_level_and_content_messages(template):
    ids = {m.id if isinstance(m.id, str) else m.id[0] for m in template if m.id}
    sources = {loc[0].split("/")[0] for m in template for loc in m.locations}
    assert "Settings" in ids and "{n} gamepad" in ids
    assert {"game", "levels", "assets"} <= sources


@pytest.mark.parametrize("lang", catalogs.languages())
def test_compiled_catalogue_is_up_to_date(lang):
    catalog = catalogs.read(catalogs.po_path(lang), locale=lang)
    assert catalogs.mo_path(lang).read_bytes() == catalogs.mo_bytes(catalog), \
        "run: python -m tools.i18n compile"


@pytest.mark.parametrize("lang", catalogs.languages())
def test_translations_keep_the_placeholders(lang, template):
    wrong = [p for p in catalogs.problems(lang, template) if "placeholders" in p]
    assert wrong == []


def test_every_catalogue_character_has_a_real_glyph():
    assert missing_glyphs() == []


def test_the_glyph_check_can_fail():
    assert any("cannot draw" in line for line in missing_glyphs(extra="\U0001F600\u0E01"))  # emoji, Thai


def test_the_japanese_fonts_cover_kana_and_the_joyo_kanji():
    from tools.i18n.fonts import JOYO

    have = cmap("NotoSansCJKjp-Regular.subset.otf")
    joyo = JOYO.read_text(encoding="utf-8").strip()
    assert len(joyo) == 2136
    assert all(ord(c) in have for c in joyo)
    assert all(c in have for c in range(0x3041, 0x3097)) and all(c in have for c in range(0x30A1, 0x30FB))


@pytest.mark.parametrize("lang", catalogs.languages())
def test_every_message_in_the_tree_is_translated(lang, template):
    """Code, level and content messages: extract, translate, compile (python -m tools.i18n ...)."""
    missing = [p for p in catalogs.problems(lang, template) if "placeholders" not in p]
    assert missing == [], f"{len(missing)} problem(s), e.g. {missing[:5]}"


def test_the_template_is_up_to_date(template):
    assert catalogs.template_problems(template) == []


def test_a_translation_written_ahead_of_its_code_is_used_when_the_code_arrives(tmp_path):
    from babel.messages.catalog import Catalog

    po = catalogs.po_path("ja", tmp_path)
    po.parent.mkdir(parents=True)
    ahead = Catalog(locale="ja", domain=catalogs.DOMAIN)
    ahead.add("Settings", "設定")
    ahead.obsolete["Victory!"] = ahead.get("Settings").__class__("Victory!", "勝利！")  # a #~ entry
    po.write_bytes(catalogs.po_bytes(ahead))
    template = Catalog(domain=catalogs.DOMAIN)
    template.add("Settings")
    catalogs.update_language("ja", template, tmp_path)
    assert catalogs.read(po, "ja").get("Victory!") is None          # not used yet: stays obsolete
    template.add("Victory!")
    catalogs.update_language("ja", template, tmp_path)
    merged = catalogs.read(po, "ja")
    assert merged.get("Victory!").string == "勝利！" and not merged.get("Victory!").fuzzy


def test_merge_takes_only_the_translations_this_side_lacks(tmp_path, monkeypatch):
    from babel.messages.catalog import Catalog

    monkeypatch.setattr(catalogs, "LOCALE_DIR", tmp_path)
    monkeypatch.setattr(catalogs, "po_path", lambda lang, d=tmp_path: d / f"{lang}.po")
    ours, theirs = Catalog(locale="ja"), Catalog(locale="ja")
    ours.add("Settings", "設定")
    ours.add("Replay", "")
    theirs.add("Settings", "セッティング")
    theirs.add("Replay", "もう一度")
    theirs.add("Victory!", "勝利！")
    (tmp_path / "ja.po").write_bytes(catalogs.po_bytes(ours))
    (tmp_path / "other.po").write_bytes(catalogs.po_bytes(theirs))
    assert catalogs.merge_translations("ja", tmp_path / "other.po") == 2
    merged = catalogs.read(tmp_path / "ja.po", "ja")
    assert [merged.get(k).string for k in ("Settings", "Replay", "Victory!")] == ["設定", "もう一度", "勝利！"]

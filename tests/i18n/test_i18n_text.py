"""Japanese text on screen: real glyphs from the shipped fonts (a Japanese name in the English
game too), line breaks between characters that obey kinsoku, and overflow that is measured."""
import pygame
import pytest
from hypothesis import given, settings, strategies as st

from game import i18n
from game.ui import theme


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    yield


def _ink(surface: pygame.Surface) -> int:
    return sum(1 for x in range(surface.get_width()) for y in range(surface.get_height())
               if surface.get_at((x, y)).a > 128)


def test_japanese_is_drawn_with_real_glyphs_in_either_language():
    latin_only = pygame.font.Font(str(theme.FONT_DIR / "DejaVuSans.ttf"), 24)
    tofu = latin_only.render("日本語", True, (255, 255, 255))
    for lang in ("en", "ja"):
        i18n.set_language(lang)
        img = theme.font(24).render("日本語", True, (255, 255, 255))
        assert img.get_height() == latin_only.get_height()     # same line metrics in both
        assert _ink(img) > 1.5 * _ink(tofu)                     # strokes, not three empty boxes
        runs = theme.font(24).runs("Level 3 日本語")
        assert len(runs) >= 1 and "".join(t for _f, t in runs) == "Level 3 日本語"


def test_english_text_is_drawn_exactly_as_before():
    i18n.set_language("en")
    dejavu = pygame.font.Font(str(theme.FONT_DIR / "DejaVuSans-Bold.ttf"), 28)
    a = theme.font(28, bold=True).render("Relics of Rajavihara", True, (255, 255, 255))
    b = dejavu.render("Relics of Rajavihara", True, (255, 255, 255))
    assert a.get_size() == b.get_size()
    assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


def test_wrap_breaks_japanese_between_characters_never_before_closing_marks():
    i18n.set_language("ja")
    text = "「カトマンズの復興」は、カードに入札し、セクションを集めてモニュメントを建築するゲームです。"
    lines = theme.wrap(text, theme.BODY, 200)
    assert len(lines) > 3 and "".join(lines) == text
    for line in lines:
        assert theme.font(theme.BODY).size(line)[0] <= 200
    for line in lines[1:]:
        assert line[0] not in theme.NO_LINE_START
    for line in lines[:-1]:
        assert line[-1] not in theme.NO_LINE_END


def test_latin_words_inside_japanese_stay_whole():
    lines = theme.wrap("キーは Enter で決定、Esc で戻ります。", theme.BODY, 120)
    assert any("Enter" in line for line in lines) and any("Esc" in line for line in lines)


JA = st.text(alphabet=st.sampled_from(list("あいうかきくアイウ漢字建築、。「」（）ーっャ")), min_size=1, max_size=80)


@settings(max_examples=60, deadline=None)
@given(JA, st.integers(min_value=60, max_value=500))
def test_wrap_keeps_every_character_and_the_kinsoku_rules(text, width):
    lines = theme.wrap(text, theme.SMALL, width)
    assert "".join(lines) == text
    f = theme.font(theme.SMALL)
    for before, line in zip(lines, lines[1:]):
        assert line[0] not in theme.NO_LINE_START
        assert before[-1] not in theme.NO_LINE_END
    for line in lines:  # a line is only wider than asked when it is one piece kinsoku keeps whole
        if f.size(line)[0] > width:
            assert len(theme._tokens(line)) == 1


@settings(max_examples=40, deadline=None)
@given(st.lists(JA | st.sampled_from(["Enter", "Esc", "OK"]), min_size=1, max_size=8),
       st.integers(min_value=60, max_value=500))
def test_spaces_between_words_only_vanish_at_a_break(words, width):
    text = " ".join(words)
    lines = theme.wrap(text, theme.SMALL, width)
    assert " ".join(lines).replace(" ", "") == text.replace(" ", "")
    assert all(not line.endswith(" ") for line in lines[:-1])


def test_text_that_cannot_fit_is_reported():
    theme.take_overflows()
    size = theme.fit_size("A label that is far too long for its little box", theme.BODY, 120)
    assert size < theme.BODY
    found = theme.take_overflows()
    assert found and found[0][1].startswith("A label")
    assert theme.fit_size("OK", theme.BODY, 120) == theme.BODY and theme.take_overflows() == []


def test_a_katakana_word_is_not_split_across_lines():
    lines = theme.wrap("カードに入札し、セクションを集めて、渓谷のモニュメントを再建しよう。", theme.BODY, 560)
    assert len(lines) == 2 and any(line.rstrip("。").endswith("モニュメント") or "モニュメント" in line for line in lines)
    assert all("モニュメン" not in line or "モニュメント" in line for line in lines)


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet="abc WMi日本語。", min_size=0, max_size=30), st.integers(10, 300), st.booleans())
def test_ellipsize_keeps_a_prefix_that_fits_and_marks_every_cut(s, width, more):
    from game.ui.text_layout import ellipsize
    out = ellipsize(s, 14, width, bold=True, more=more)
    fits = theme.font(14, bold=True).size(s)[0] <= width
    if fits and not more:
        assert out == s
        return
    assert out.endswith("…")
    head = out[:-1]
    assert s.startswith(head) and head == head.rstrip()
    # as much as fits: only a single kept character may stick out
    assert theme.font(14, bold=True).size(out)[0] <= width or len(head) <= 1

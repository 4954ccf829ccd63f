"""API names break only at their own boundaries: after a dot, before a parenthesis, after
an argument label's colon and between camel-case words, never inside a word, in the
text, the tables, the headings and the contents lists, at phone, tablet and desktop
widths. (Figures are SVG, wrapped by the build; FigureLineBreakingTests checks them.)"""
import pytest

from conftest import SITE_DIR, open_page

# Every line break inside a code element the reader can see, as the two characters on
# either side of it, with the element's text.
BREAKS = """
const breaks = [];
const roots = document.querySelectorAll('main code, .toc code, .toc a, .sidebar .sections a');
for (const element of roots) {
  if (element.getClientRects().length < 2) continue;          // on one line
  const characters = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (let i = 0; i < node.data.length; i++) {
      const range = document.createRange();
      range.setStart(node, i); range.setEnd(node, i + 1);
      const rects = range.getClientRects();
      if (rects.length) characters.push([node.data[i], rects[0].top]);
    }
  }
  for (let i = 1; i < characters.length; i++) {
    if (characters[i][1] > characters[i - 1][1] + 4) {
      breaks.push([characters[i - 1][0], characters[i][0], i + 1 < characters.length ? characters[i + 1][0] : '',
                   element.textContent.slice(0, 80)]);
    }
  }
}
return breaks;
"""


def allowed(before, after, next_character):
    """A break the reader sees as a boundary of the name (or of the prose around it)."""
    if before.isspace() or after.isspace() or before in ",;/–-—·" or not (before.isascii() and after.isascii()):
        return True
    if before == "." or after == "(" or (before == ":" and after != ")"):
        return True
    if before.islower() and after.isupper():
        return True
    return before.isupper() and after.isupper() and next_character.islower()


def pages():
    chapters = sorted(p.parent.name for p in SITE_DIR.glob("en/*/index.html") if p.parent.name not in ("reference",))
    references = sorted(p.parent.name for p in SITE_DIR.glob("en/reference/*/index.html"))
    return [f"{language}/{name}/index.html" for language in ("en", "zh") for name in chapters] \
        + [f"en/reference/{name}/index.html" for name in references] + ["zh/reference/presentation-styles/index.html"]


@pytest.mark.parametrize("width", [390, 768, 1440])
def test_names_break_only_at_their_own_boundaries(driver, width):
    driver.set_window_size(width, 900)
    bad, seen = [], 0
    for page in pages():
        open_page(driver, page)
        for before, after, following, text in driver.execute_script(BREAKS):
            seen += 1
            if not allowed(before, after, following):
                bad.append(f"{page}: '{before}|{after}' in {text!r}")
    assert not bad, f"{len(bad)} breaks inside a word at {width} px: " + "; ".join(bad[:12])
    if width == 390:
        assert seen > 0, "at 390 px some names and headings wrap, so the measure ran on real breaks"

"""Tables and listings fit the text column, and prose keeps a reading measure.

For the English and Chinese page of every chapter and every reference page, at a phone's,
a tablet's and a desktop's width, in the page's own reading mode (and the English pages
side by side as well, at the tablet's and the desktop's width): every shown table is no
wider than the column it sits in and nothing around it scrolls sideways; on a phone a
table of three or more columns is read as one card per row, each value under its
column's name; a caption never sits in a box that scrolls sideways; a listing may scroll
inside its own box, but then shows that it does (a shadow at the edge where more of it
waits, style.css); a Chinese column heading never stands one character a line. At the
desktop's width the first paragraph of a chapter holds 60 to 85 characters a line in
English, about 40 Han characters' width in Chinese.

Each page is loaded once per width and mode and measured by one script; what was measured
goes to tables-fit/ among the artifacts (widths of tables and columns, cards or not, the
first paragraph's characters a line)."""
import json

import pytest

from conftest import SITE_DIR, open_page

WIDTHS = [390, 768, 1440]


def site_pages():
    pages = [p.relative_to(SITE_DIR).as_posix() for lang in ("en", "zh") for p in sorted(SITE_DIR.glob(f"{lang}/*/index.html"))]
    return pages + [p.relative_to(SITE_DIR).as_posix() for p in sorted(SITE_DIR.glob("en/reference/*/index.html"))]


PAGES = site_pages()
# A chapter: the pages in the book's order, not the reference, the glossary or the playground.
CHAPTERS = [p for p in PAGES if p.split("/")[1] not in ("reference", "glossary", "playground")]

# Tables allowed not to fit, by (page, table id or first heading, width): none. An entry
# needs a reason, e.g. ("en/x/index.html", "some-table", 390): "a matrix read across rows".
TABLE_EXCEPTIONS = {}

MEASURE = r"""
const main = document.querySelector('main');
const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
const column = (e) => e.closest('.content > div > div') || e.closest('.content') || main;
function innerWidth(c) { const s = getComputedStyle(c); return c.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight); }
// The boxes between an element and the top of the text that scroll sideways.
function scrolling(e) {
  const out = [];
  for (let a = e.parentElement; a; a = a.parentElement) {
    if (getComputedStyle(a).overflowX !== 'visible' && a.scrollWidth > a.clientWidth + 1) out.push(a.className || a.tagName.toLowerCase());
    if (a === main) break;
  }
  return out;
}
const han = /[\u3400-\u9fff]/;
// The Han characters of an element's text, line by line.
function hanPerLine(e) {
  const range = document.createRange(), walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT), lines = [];
  const height = parseFloat(getComputedStyle(e).fontSize) * 0.6;
  let node;
  while ((node = walker.nextNode())) {
    for (let i = 0; i < node.length; i++) {
      range.setStart(node, i); range.setEnd(node, i + 1);
      const rect = range.getClientRects()[0];
      if (!rect || !rect.width) continue;
      const y = rect.top + rect.height / 2, line = lines.find((l) => Math.abs(l.y - y) < height);
      const isHan = han.test(node.data[i]) ? 1 : 0;
      if (line) { line.chars += 1; line.han += isHan; } else lines.push({y, chars: 1, han: isHan});
    }
  }
  return lines.sort((a, b) => a.y - b.y);
}
const tables = Array.from(main.querySelectorAll('table')).filter(shown).map((table) => {
  const c = column(table), headers = Array.from(table.querySelectorAll('thead th'));
  const name = table.getAttribute('data-table-id') || headers.map((h) => h.textContent).join(' | ').slice(0, 60);
  const cards = getComputedStyle(table).display !== 'table';
  // In a card every value is shown under its column's name.
  const unlabelled = cards ? Array.from(table.querySelectorAll('tbody td')).filter((td) => shown(td)
    && (td.getAttribute('data-label') !== (headers[td.cellIndex] || {}).textContent
        || ['none', 'normal', '""'].includes(getComputedStyle(td, '::before').content))).length : 0;
  const oneCharacterHeadings = cards ? [] : headers.filter((th) => shown(th) && (th.closest('[lang]') || {}).lang.startsWith('zh')
    && (th.textContent.match(/[\u3400-\u9fff]/g) || []).length > 1
    && hanPerLine(th).some((line) => line.han === 1 && line.chars === 1)).map((th) => th.textContent);
  return {name, columns: headers.length, cards, unlabelled, oneCharacterHeadings,
          width: Math.ceil(Math.max(table.getBoundingClientRect().width, table.scrollWidth)),
          column: Math.floor(innerWidth(c)), scrolling: scrolling(table)};
});
const captions = Array.from(main.querySelectorAll('caption')).filter(shown).map((caption) => {
  const c = column(caption).getBoundingClientRect(), r = caption.getBoundingClientRect();
  return {text: caption.textContent.slice(0, 60), scrolling: scrolling(caption), clipped: r.left < c.left - 1 || r.right > c.right + 1};
});
const listings = Array.from(main.querySelectorAll('pre')).filter(shown).map((pre) => {
  const style = getComputedStyle(pre);
  return {text: pre.textContent.slice(0, 50), scrolls: pre.scrollWidth > pre.clientWidth + 1,
          wider: pre.getBoundingClientRect().width > innerWidth(column(pre)) + 1, scrolling: scrolling(pre),
          cue: /local/.test(style.backgroundAttachment) && /scroll/.test(style.backgroundAttachment)
               && (style.backgroundImage.match(/radial-gradient/g) || []).length === 2
               && style.getPropertyValue('--scroll-shadow').trim() !== ''};
});
let prose = null;
const paragraph = Array.from(main.querySelectorAll('.content > div > div > p')).filter(shown).find((p) => hanPerLine(p).length >= 3);
if (paragraph) {
  const lines = hanPerLine(paragraph).slice(0, -1);
  prose = {chars: lines.map((l) => l.chars), han: lines.map((l) => l.han),
           ems: paragraph.getBoundingClientRect().width / parseFloat(getComputedStyle(paragraph).fontSize),
           lang: (paragraph.closest('[lang]') || {}).lang};
}
return {tables, captions, listings, prose};
"""


def measure(driver, page, width, mode=None):
    driver.set_window_size(width, 900)
    if mode:
        driver.execute_script("localStorage.setItem('duet.mode', arguments[0])", mode)
    open_page(driver, page)
    if mode:
        assert driver.execute_script("return document.documentElement.getAttribute('data-mode')") == mode
    return driver.execute_script(MEASURE)


def report(artifacts, page, mode, measured):
    """Keeps what was measured, for the record (side by side is reported, not only checked)."""
    folder = artifacts / "tables-fit"
    folder.mkdir(parents=True, exist_ok=True)
    summary = {width: {"tables": [{k: t[k] for k in ("name", "columns", "width", "column", "cards")} for t in found["tables"]],
                       "listings scrolling": sum(1 for listing in found["listings"] if listing["scrolls"]),
                       "prose": found["prose"]} for width, found in measured.items()}
    (folder / f"{page.replace('/', '_')}-{mode}.json").write_text(json.dumps(summary, indent=1, ensure_ascii=False))


def check(page, width, found):
    problems = []
    for table in found["tables"]:
        if (page, table["name"], width) in TABLE_EXCEPTIONS:
            continue
        where = f"table {table['name']!r} ({table['columns']} columns)"
        if table["width"] > table["column"] + 1 or table["scrolling"]:
            problems.append(f"{where} is {table['width']} px wide in a {table['column']} px column"
                            + (f", scrolling in {table['scrolling']}" if table["scrolling"] else ""))
        if width <= 390 and table["columns"] >= 3 and not table["cards"]:
            problems.append(f"{where} is not read as cards on a phone")
        if table["unlabelled"]:
            problems.append(f"{where}: {table['unlabelled']} values in its cards without their column's name")
        if table["oneCharacterHeadings"]:
            problems.append(f"{where}: headings one character a line: {table['oneCharacterHeadings']}")
    for caption in found["captions"]:
        if caption["scrolling"] or caption["clipped"]:
            problems.append(f"caption {caption['text']!r} sits in a box that scrolls sideways ({caption['scrolling']})"
                            f" or is clipped ({caption['clipped']})")
    for listing in found["listings"]:
        if listing["wider"] or listing["scrolling"]:
            problems.append(f"listing {listing['text']!r} is wider than its column or makes {listing['scrolling']} scroll")
        if listing["scrolls"] and not listing["cue"]:
            problems.append(f"listing {listing['text']!r} scrolls without a shadow at its edge")
    return problems


def prose_problems(page, prose):
    if not prose or not prose["chars"]:
        return ["no paragraph of three lines or more"]
    if page.startswith("en/"):
        average = sum(prose["chars"]) / len(prose["chars"])
        return [] if 60 <= average <= 85 else [f"the first paragraph holds {average:.0f} characters a line ({prose['chars']})"]
    # A Han character is 1em wide: the line is about 40 of them, whatever Latin it holds.
    if prose["lang"].startswith("zh") and 36 <= prose["ems"] <= 44 and max(prose["han"]) <= 42:
        return []
    return [f"the first paragraph is {prose['ems']:.1f} Han characters wide, {prose['han']} a line ({prose['lang']})"]


@pytest.mark.parametrize("page", PAGES)
def test_tables_and_listings_fit_the_column(driver, artifacts, page):
    problems, measured = [], {}
    for width in WIDTHS:
        found = measured[width] = measure(driver, page, width)
        problems += [f"{width} px: {problem}" for problem in check(page, width, found)]
        if width == 1440 and page in CHAPTERS:
            problems += [f"{width} px: {problem}" for problem in prose_problems(page, found["prose"])]
    report(artifacts, page, "own", measured)
    assert not problems, f"{page}:\n" + "\n".join(problems)


@pytest.mark.parametrize("page", [p for p in PAGES if p.startswith("en/")])
def test_side_by_side_tables_and_listings_fit_their_half(driver, artifacts, page):
    """Side by side each language has half the column; on a phone the two stack, as the
    page's own mode does."""
    problems, measured = [], {}
    for width in (768, 1440):
        found = measured[width] = measure(driver, page, width, "parallel")
        problems += [f"{width} px: {problem}" for problem in check(page, width, found)]
    report(artifacts, page, "side-by-side", measured)
    assert not problems, f"{page} side by side:\n" + "\n".join(problems)

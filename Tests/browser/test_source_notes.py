"""Notes read like a book's, not build output: a generated block names its releases in a
badge on its caption, and lists where its facts come from once, under it, behind one
control, grouped by kind and without repeats, in both languages; a release note in the
text is a note with its release as a badge."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import open_page, wait

PAGES = ["adaptive-model", "presentations", "building-adaptive-interfaces", "reference/presentations", "reference/traits"]


def shown(driver, selector):
    return [e for e in driver.find_elements(By.CSS_SELECTOR, selector) if e.is_displayed()]


@pytest.mark.parametrize("language", ["en", "zh"])
@pytest.mark.parametrize("page", PAGES)
def test_every_table_and_figure_lists_its_sources_once_under_it(driver, language, page):
    open_page(driver, f"{language}/{page}/index.html")
    text = driver.find_element(By.TAG_NAME, "main").get_attribute("textContent")
    assert "Shows:" not in text and "适用版本：" not in text and "Sources:" not in text
    assert driver.find_elements(By.CSS_SELECTOR, ".source-mark, .page-sources") == [], "no numbered marks, no page-wide list"
    report = driver.execute_script("""
        const out = [];
        for (const block of document.querySelectorAll('.model-table, figure.model-figure')) {
          if (!block.checkVisibility()) continue;
          // A table holds its sources; a figure is followed by them (a figcaption must be its last child).
          // A table computed per release carries the sources of the variant shown.
          const own = block.matches('figure') ? [block.nextElementSibling]
            : [...block.querySelectorAll('details.block-sources')].filter((d) => d.checkVisibility());
          const sources = own.length === 1 ? own[0] : null;
          const ok = sources && sources.matches('details.block-sources');
          const items = ok ? [...sources.querySelectorAll('dd')].map(d => d.textContent) : [];
          const groups = ok ? [...sources.querySelectorAll('dt')].map(d => d.textContent) : [];
          const count = ok ? sources.querySelector('summary .source-count').textContent : '';
          // Focusable controls while closed: only the summary.
          const focusable = ok ? [...sources.querySelectorAll('a[href], button, summary, [tabindex]')].filter(e => e.checkVisibility()).length : 0;
          out.push({id: block.id || block.dataset.figure || '', ok, items, groups, count, focusable, open: ok && sources.open});
        }
        return out;""")
    assert report, "the page has tables or figures"
    for block in report:
        assert block["ok"], f"{block['id']}: sources under it"
        assert not block["open"], f"{block['id']}: closed until asked for"
        assert block["focusable"] == 1, f"{block['id']}: one control while closed"
        assert len(block["items"]) == len(set(block["items"])), f"{block['id']}: each source once"
        assert int(block["count"]) == len(block["items"]), f"{block['id']}: the count says how many"
        assert len(block["groups"]) == len(set(block["groups"])), f"{block['id']}: one group per kind"


@pytest.mark.parametrize("language", ["en", "zh"])
def test_opening_the_sources_shows_them_grouped_by_kind(driver, language):
    open_page(driver, f"{language}/presentations/index.html")
    summary = shown(driver, ".model-table details.block-sources > summary")[0]
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", summary)
    summary.send_keys(Keys.ENTER)
    details = summary.find_element(By.XPATH, "..")
    wait(driver).until(lambda d: details.get_attribute("open") is not None)
    groups = [dt.text for dt in details.find_elements(By.CSS_SELECTOR, "dt")]
    links = [a for a in details.find_elements(By.CSS_SELECTOR, "dd a[href^='https://']") if a.is_displayed()]
    assert groups and links, "named groups of sources with their addresses"
    assert ("Apple documentation" in groups) if language == "en" else ("Apple 文档" in groups)


def test_a_chapter_has_far_fewer_tab_stops_in_its_sources(driver):
    open_page(driver, "en/building-adaptive-interfaces/index.html")
    stops = driver.execute_script("""
        return [...document.querySelectorAll('main a[href], main summary, main button, main [tabindex="0"]')]
          .filter(e => e.checkVisibility() && e.closest('.block-sources')).length;""")
    blocks = len(shown(driver, "details.block-sources"))
    assert blocks > 0 and stops == blocks, "one stop per table or figure, not one per source"


@pytest.mark.parametrize("language", ["en", "zh"])
def test_a_release_note_is_a_note_with_a_badge(driver, language):
    open_page(driver, f"{language}/adaptive-model/index.html")
    notes = [q for q in driver.find_elements(By.CSS_SELECTOR, ".content aside.version-note") if q.is_displayed()]
    assert notes, "the chapter has release notes, published as notes"
    assert driver.find_elements(By.CSS_SELECTOR, ".content blockquote") == [], "a release note is not a quotation"
    assert notes[0].get_attribute("role") == "note" and notes[0].get_attribute("aria-label"), "a named note, not a landmark"
    style = driver.execute_script(
        "const q = getComputedStyle(arguments[0]), b = getComputedStyle(arguments[0].querySelector('p:first-child > strong:first-child'));"
        "return [q.borderLeftStyle, q.backgroundColor, b.borderTopStyle, b.display]", notes[0])
    assert style[0] == "solid" and style[1] != "rgba(0, 0, 0, 0)", "set off from the text"
    assert style[2] == "solid" and style[3] == "inline-block", "its release as a badge"

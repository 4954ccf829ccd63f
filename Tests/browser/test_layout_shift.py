"""Nothing moves after the first paint, and a page loads what it needs when it needs it:
cumulative layout shift (PerformanceObserver 'layout-shift') below 0.05 on every page
kind at a phone's and a desktop's width; one script and one stylesheet named by a page
and no other loaded before its first paint (Resource Timing against 'first-paint');
the term cards' and symbols' data loaded on first use; the playground's data once, from
the site's one copy."""
import re
import urllib.request

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from conftest import SITE_URL, open_page, wait

PAGE_KINDS = {
    "chapter": "en/adaptive-model/index.html",
    "chapter-zh": "zh/presentations/index.html",
    "reference": "en/reference/presentations/index.html",
    "glossary": "en/glossary/index.html",
    "playground": "en/playground/index.html",
    "home": "en/index.html",
    "not-found": "404.html",
}

# The shifts of this page load so far, those right after input left out as the metric does.
LAYOUT_SHIFT = """
const done = arguments[arguments.length - 1];
let total = 0;
const seen = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.hadRecentInput) continue;
    total += entry.value;
    seen.push(entry.value.toFixed(3) + " " + entry.sources.map((s) => s.node ? (s.node.className || s.node.nodeName) : "?").join(","));
  }
}).observe({type: "layout-shift", buffered: true});
// Give late scripts and fonts a moment: two frames after the fonts are ready, then 600 ms.
document.fonts.ready.then(() => requestAnimationFrame(() => requestAnimationFrame(() =>
  setTimeout(() => done([total, seen]), 600))));
"""


def loaded_scripts(driver):
    return driver.execute_script(
        "return performance.getEntriesByType('resource').map((e) => e.name)"
        ".filter((n) => /\\.js(\\?|$)/.test(n)).map((n) => n.replace(/^.*\\//, ''))")


@pytest.mark.parametrize("width", [390, 1440])
@pytest.mark.parametrize("kind", sorted(PAGE_KINDS))
def test_nothing_moves_after_the_first_paint(driver, kind, width):
    driver.set_window_size(width, 900)
    open_page(driver, PAGE_KINDS[kind])
    total, shifts = driver.execute_async_script(LAYOUT_SHIFT)
    assert total < 0.05, f"{kind} at {width} px: CLS {total:.3f}: {shifts}"


@pytest.mark.parametrize("width", [390, 1440])
def test_a_remembered_objective_c_choice_moves_nothing(driver, width):
    driver.set_window_size(width, 900)
    driver.execute_script("localStorage.setItem('duet.decl', 'objc')")
    open_page(driver, PAGE_KINDS["reference"])
    total, shifts = driver.execute_async_script(LAYOUT_SHIFT)
    assert total < 0.05, f"CLS {total:.3f}: {shifts}"


@pytest.mark.parametrize("kind", sorted(PAGE_KINDS))
def test_a_page_names_one_script_and_one_stylesheet(kind):
    with urllib.request.urlopen(SITE_URL + PAGE_KINDS[kind], timeout=15) as response:
        html = response.read().decode("utf-8")
    if kind == "not-found":
        # Served in place of any missing page, it names no file at all (test_not_found).
        assert html.count("<script src=") == 0 and html.count('rel="stylesheet"') == 0
        return
    assert html.count("<script src=") == 1, kind
    assert re.findall(r'<script src="[^"]*"', html)[0].endswith('assets/duet.js"'), kind
    assert html.count('rel="stylesheet"') == 1, kind


# What the page requested before its first paint, and everything it requested by the
# time it has settled (two frames after load, then 600 ms).
REQUESTS = """
const done = arguments[arguments.length - 1];
const settle = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => {
  const paint = performance.getEntriesByName('first-paint')[0] || performance.getEntriesByName('first-contentful-paint')[0];
  const all = performance.getEntriesByType('resource');
  const name = (e) => e.name.replace(/^.*\\//, '');
  done({paint: paint ? paint.startTime : null,
        before: all.filter((e) => paint && e.startTime < paint.startTime).map(name),
        all: all.map(name)});
}, 600)));
if (document.readyState === 'complete') settle(); else addEventListener('load', settle);
"""


@pytest.mark.parametrize("kind", sorted(set(PAGE_KINDS) - {"not-found"}))
def test_at_most_one_script_and_one_stylesheet_load_before_the_first_paint(driver, kind):
    open_page(driver, PAGE_KINDS[kind])
    requests = driver.execute_async_script(REQUESTS)
    assert requests["paint"] is not None, "the page painted"
    scripts = [n for n in requests["before"] if re.search(r"\.js(\?|$)", n)]
    sheets = [n for n in requests["before"] if re.search(r"\.css(\?|$)", n)]
    assert len(scripts) <= 1 and len(sheets) <= 1, requests["before"]
    # The interface words come with duet.js: no second file is asked for at the start.
    assert "interface.js" not in requests["all"], requests["all"]
    started = [n for n in requests["all"] if re.search(r"\.js(\?|$)", n)]
    expected = {"duet.js"} | ({"playground-data.js", "playground.js"} if kind == "playground" else set()) \
        | ({"term-card.js"} if kind in ("chapter", "chapter-zh", "reference", "glossary") else set()) \
        | ({"declarations.js"} if kind == "reference" else set())
    assert set(started) <= expected, f"{kind} loads {started} without the reader asking"


def test_a_chapter_loads_term_and_symbol_data_only_when_first_needed(driver):
    open_page(driver, PAGE_KINDS["chapter"])
    wait(driver).until(lambda d: "duet.js" in loaded_scripts(d))
    scripts = loaded_scripts(driver)
    for later in ("glossary-terms.js", "symbol-names.js", "search.js", "search-fold.js", "declarations.js", "playground-data.js"):
        assert later not in scripts, f"{later} is loaded before it is needed"
    link = driver.find_element(By.CSS_SELECTOR, 'main a[href^="../"][href*="/glossary/index.html#"]')
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    ActionChains(driver).move_to_element(link).perform()
    wait(driver).until(lambda d: "glossary-terms.js" in loaded_scripts(d))
    wait(driver).until(lambda d: d.find_element(By.ID, "term-card").is_displayed())
    box = driver.find_element(By.ID, "search-input")
    box.click()
    wait(driver).until(lambda d: "search.js" in loaded_scripts(d))


def test_the_playground_loads_its_data_once_from_the_sites_one_copy(driver):
    open_page(driver, PAGE_KINDS["playground"])
    wait(driver).until(lambda d: d.find_element(By.ID, "pg-result").get_attribute("data-ready") == "true")
    data = [n for n in driver.execute_script("return performance.getEntriesByType('resource').map((e) => e.name)")
            if "playground-data" in n]
    assert data == [SITE_URL + "assets/playground-data.js"]
    assert loaded_scripts(driver).count("playground.js") == 1


@pytest.mark.parametrize("edition", ["ios27", "guide"])
@pytest.mark.parametrize("width", [390, 1440])
@pytest.mark.parametrize("page", ["en/adaptive-model/index.html", "zh/presentations/index.html"])
def test_a_remembered_edition_folds_before_the_first_paint(driver, page, width, edition):
    """A reader's remembered release folds other releases' blocks with nothing moving:
    the folds and their notices are in place when the page is first painted."""
    driver.set_window_size(width, 900)
    driver.execute_script("localStorage.setItem('duet.edition', arguments[0])", edition)
    open_page(driver, page)
    total, shifts = driver.execute_async_script(LAYOUT_SHIFT)
    assert total < 0.05, f"{page} at {width} px with {edition}: CLS {total:.3f}: {shifts}"
    folded = driver.execute_script("return document.querySelectorAll('.edition-other').length")
    assert folded > 0, "the remembered choice folds something on this page"

"""Each page holds its own language, and the other language's blocks come from the other
language's page when the reader asks for them: the Chinese or both side by side on an
English page (and the reverse), at the same paragraph, with their widgets working, their
release variants from the other page's file, and nothing moving for a reader who chose
such a mode on an earlier visit. A first visit to any chapter stays light: what it asks
for before its first paint, gzip-compressed, is measured here and held to a budget."""
import gzip
import re
import urllib.request
import xml.etree.ElementTree as ET

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import SITE_URL, open_page, wait
from test_layout_shift import LAYOUT_SHIFT

CHAPTER = "building-adaptive-interfaces"
OTHER = {"en": "zh", "zh": "en"}
# What a reader's first visit to a chapter may ask for before its first paint.
FIRST_VISIT_BYTES = 60 * 1024
FIRST_VISIT_REQUESTS = 4


def blocks(driver, lang):
    return driver.execute_script(
        "return document.querySelectorAll('.content > div > div[lang^=\"' + arguments[0] + '\"]').length", lang)


def requested(driver, fragment):
    return [n for n in driver.execute_script("return performance.getEntriesByType('resource').map((e) => e.name)")
            if fragment in n]


def press_mode(driver, mode):
    driver.execute_script("document.querySelector('header button[data-mode=\"' + arguments[0] + '\"]').click()", mode)
    wait(driver).until(lambda d: d.execute_script("return document.documentElement.getAttribute('data-mode')") == mode)


@pytest.mark.parametrize("language", ["en", "zh"])
def test_a_page_holds_its_own_language_and_brings_the_other_when_asked(driver, language):
    other = OTHER[language]
    open_page(driver, f"{language}/{CHAPTER}/index.html")
    units = driver.execute_script("return document.querySelectorAll('.content > div').length")
    assert units > 50
    own = blocks(driver, language)
    # A unit without the page's language shows the other's block in its place (none here).
    assert own == units and blocks(driver, other) == 0
    assert requested(driver, f"/{other}/{CHAPTER}/") == [], "nothing of the other page before the reader asks"
    press_mode(driver, other)
    wait(driver).until(lambda d: blocks(d, other) == units)
    assert len(requested(driver, f"/{other}/{CHAPTER}/index.html")) == 1
    shown = driver.execute_script("""
        return [...document.querySelectorAll('.content > div > div[lang^="' + arguments[0] + '"] p')]
          .filter((p) => p.checkVisibility()).length""", other)
    assert shown > 20
    # Ids stay unique; the headings shown hold them.
    duplicates = driver.execute_script("""
        const seen = {}, twice = [];
        document.querySelectorAll('[id]').forEach((e) => { if (seen[e.id]) twice.push(e.id); seen[e.id] = true; });
        return twice""")
    assert duplicates == []
    owner = driver.execute_script("return document.querySelector('.content h2[id]').closest('[lang]').lang")
    assert owner.startswith(other)
    # The blocks brought in work like the page's own: a copy button on every listing, every
    # table set up for the card layout.
    unset = driver.execute_script("""
        const lang = arguments[0];
        const pres = [...document.querySelectorAll('.content div[lang^="' + lang + '"] pre')];
        const tables = [...document.querySelectorAll('.content div[lang^="' + lang + '"] table')];
        return {pres: pres.length, bare: pres.filter((p) => !p.parentNode.classList.contains('code-wrap')).length,
                tables: tables.length, unset: tables.filter((t) => !t.hasAttribute('data-breaks')).length}""", other)
    assert unset["pres"] > 0 and unset["bare"] == 0, unset
    assert unset["tables"] > 0 and unset["unset"] == 0, unset
    # Switching on between modes asks for nothing more.
    press_mode(driver, "parallel")
    press_mode(driver, language)
    assert len(requested(driver, f"/{other}/{CHAPTER}/index.html")) == 1


def test_side_by_side_release_variants_come_from_each_pages_own_file(driver):
    open_page(driver, f"en/{CHAPTER}/index.html")
    press_mode(driver, "parallel")
    wait(driver).until(lambda d: blocks(d, "zh") > 0)
    assert driver.execute_script("return document.querySelectorAll('.release-variants[data-from=\"zh\"]').length") > 0
    Select(driver.find_element(By.ID, "edition-select")).select_by_value("ios13")
    wait(driver).until(lambda d: d.execute_script("return document.querySelectorAll('.release-variants[data-slot]').length") == 0)
    files = sorted(n.replace(SITE_URL, "") for n in requested(driver, "/variants.js"))
    assert files == [f"en/{CHAPTER}/variants.js", f"zh/{CHAPTER}/variants.js"], files
    # Each column shows its own language's variant for the release, from its own file: the
    # text of a Chinese column's variant is Chinese, an English column's is not.
    shown = driver.execute_script("""
        const han = /[\u4e00-\u9fff]/;
        return [...document.querySelectorAll('.release-variant')].filter((v) => !v.hidden && v.dataset.variant !== 'all' && v.checkVisibility())
          .map((v) => [v.closest('[lang]').lang.slice(0, 2), han.test(v.textContent)])""")
    assert any(lang == "en" for lang, _ in shown) and any(lang == "zh" for lang, _ in shown), shown
    assert all(chinese == (lang == "zh") for lang, chinese in shown), shown
    # This page's own variants stay where the reader script looks for them.
    assert driver.execute_script("return Array.isArray(window.duetVariants) && !/[\u4e00-\u9fff]/.test(window.duetVariants.join(''))")
    driver.execute_script("localStorage.removeItem('duet.edition')")


@pytest.mark.parametrize("width", [390, 1440])
@pytest.mark.parametrize("mode", ["parallel", "zh"])
def test_a_remembered_mode_that_needs_the_other_language_moves_nothing(driver, mode, width):
    driver.set_window_size(width, 900)
    open_page(driver, f"en/{CHAPTER}/index.html")
    driver.execute_script("localStorage.setItem('duet.mode', arguments[0])", mode)
    try:
        open_page(driver, f"en/{CHAPTER}/index.html")
        wait(driver).until(lambda d: not d.execute_script("return document.documentElement.classList.contains('other-wanted')"))
        total, seen = driver.execute_async_script(LAYOUT_SHIFT)
        assert total < 0.05, seen
        assert blocks(driver, "zh") > 50
        assert driver.execute_script("return getComputedStyle(document.querySelector('main')).visibility") == "visible"
    finally:
        driver.execute_script("localStorage.removeItem('duet.mode')")


def test_a_remembered_mode_and_release_together_move_nothing(driver):
    open_page(driver, f"en/{CHAPTER}/index.html")
    driver.execute_script("localStorage.setItem('duet.mode', 'parallel'); localStorage.setItem('duet.edition', 'ios13')")
    try:
        open_page(driver, f"en/{CHAPTER}/index.html")
        wait(driver).until(lambda d: not d.execute_script("return document.documentElement.classList.contains('other-wanted')"))
        total, seen = driver.execute_async_script(LAYOUT_SHIFT)
        assert total < 0.05, seen
        assert driver.execute_script("return document.querySelectorAll('.release-variants[data-slot]').length") == 0
    finally:
        driver.execute_script("localStorage.removeItem('duet.mode'); localStorage.removeItem('duet.edition')")


def test_an_answer_that_comes_after_the_reader_chose_again_is_not_acted_on(driver):
    open_page(driver, f"en/{CHAPTER}/index.html")
    # Chinese asked for, then English before the Chinese page has come.
    driver.execute_script("""
        document.querySelector('header button[data-mode="zh"]').click();
        document.querySelector('header button[data-mode="en"]').click();""")
    wait(driver).until(lambda d: blocks(d, "zh") > 0)
    driver.execute_script("return new Promise((r) => setTimeout(r, 300))")
    assert driver.execute_script("return document.documentElement.getAttribute('data-mode')") == "en"
    assert driver.execute_script("return localStorage.getItem('duet.mode')") == "en"


def test_without_the_other_page_the_reader_keeps_the_pages_language(driver):
    open_page(driver, f"en/{CHAPTER}/index.html")
    driver.execute_script("localStorage.setItem('duet.mode', 'parallel')")
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": [f"*/zh/{CHAPTER}/index.html"]})
    try:
        open_page(driver, f"en/{CHAPTER}/index.html")
        wait(driver).until(lambda d: not d.execute_script("return document.documentElement.classList.contains('other-wanted')"))
        assert driver.execute_script("return document.documentElement.getAttribute('data-mode')") == "en"
        assert driver.execute_script("return document.querySelector('.content p').checkVisibility()")
        assert driver.execute_script("return localStorage.getItem('duet.mode')") == "parallel", "the choice is kept for later"
    finally:
        driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
        driver.execute_script("localStorage.removeItem('duet.mode')")


def chapters():
    with urllib.request.urlopen(SITE_URL + "sitemap.xml", timeout=15) as response:
        tree = ET.fromstring(response.read())
    names = [loc.text for loc in tree.iter("{http://www.sitemaps.org/schemas/sitemap/0.9}loc")]
    skip = re.compile(r"/(reference|glossary|playground)/|/(en|zh)/$")
    # Page addresses under the base URL, rewritten to the served site.
    return sorted({re.sub(r"^.*?/(en|zh)/", r"\1/", name) + "index.html" for name in names if not skip.search(name)})


FIRST_VISIT = """
const done = arguments[arguments.length - 1];
const settle = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => {
  const paint = performance.getEntriesByName('first-paint')[0] || performance.getEntriesByName('first-contentful-paint')[0];
  const navigation = performance.getEntriesByType('navigation')[0];
  done({paint: paint ? paint.startTime : null, page: navigation.name,
        before: performance.getEntriesByType('resource').filter((e) => paint && e.startTime < paint.startTime).map((e) => e.name)});
}, 300)));
if (document.readyState === 'complete') settle(); else addEventListener('load', settle);
"""


def gzip_size(url, cache={}):
    if url not in cache:
        with urllib.request.urlopen(url, timeout=15) as response:
            cache[url] = len(gzip.compress(response.read(), 6))
    return cache[url]


def test_a_first_visit_to_any_chapter_is_light(driver):
    pages = chapters()
    assert len(pages) >= 20, pages
    heaviest = (0, None, None)
    for page in pages:
        # A first visit: nothing cached, nothing remembered.
        driver.execute_cdp_cmd("Network.clearBrowserCache", {})
        open_page(driver, page)
        visit = driver.execute_async_script(FIRST_VISIT)
        assert visit["paint"] is not None, page
        urls = [visit["page"].split("#")[0]] + visit["before"]
        size = sum(gzip_size(url) for url in urls)
        assert len(urls) <= FIRST_VISIT_REQUESTS, (page, urls)
        if size > heaviest[0]:
            heaviest = (size, page, urls)
    size, page, urls = heaviest
    print(f"\nheaviest first visit: {page}, {size / 1024:.1f} KB gzip in {len(urls)} requests before the first paint")
    assert size <= FIRST_VISIT_BYTES, f"{page}: {size / 1024:.1f} KB gzip before the first paint ({urls})"

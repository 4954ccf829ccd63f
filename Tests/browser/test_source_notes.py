"""Notes read like a book's, not build output: a generated block names its releases in a
badge on its caption, cites its sources with numbered marks, and the marks lead to one
Sources list at the end of the page, in both languages; a release note in the text is a
note with its release as a badge."""
import pytest
from selenium.webdriver.common.by import By

from conftest import open_page, wait

PAGES = ["adaptive-model", "presentations", "reference/presentations", "reference/traits"]


@pytest.mark.parametrize("language", ["en", "zh"])
@pytest.mark.parametrize("page", PAGES)
def test_marks_lead_to_the_pages_sources_list(driver, language, page):
    open_page(driver, f"{language}/{page}/index.html")
    text = driver.find_element(By.TAG_NAME, "main").get_attribute("textContent")
    assert "Shows:" not in text and "适用版本：" not in text and "Sources:" not in text
    for block in ("en", "zh"):
        marks = driver.find_elements(By.CSS_SELECTOR, f".source-marks a.source-mark[href^='#source-{block}-']")
        assert marks, f"{block}: the tables cite their sources"
        for mark in marks:
            target = mark.get_attribute("href").split("#")[1]
            items = driver.find_elements(By.CSS_SELECTOR, f".page-sources li#{target}")
            assert len(items) == 1, f"{target} is in the page's Sources list"
    lists = driver.find_elements(By.CSS_SELECTOR, ".page-sources")
    assert len(lists) == 2, "one list per language, after the text"
    shown = [l for l in lists if l.is_displayed()]
    assert len(shown) == 1, "the reading mode shows its language's list"
    badges = [b for b in driver.find_elements(By.CSS_SELECTOR, ".model-table caption .release-badge, figure figcaption .release-badge") if b.is_displayed()]
    assert badges and all(b.text.startswith("iOS") for b in badges)


def test_a_mark_goes_to_its_source(driver):
    open_page(driver, "en/presentations/index.html")
    mark = [m for m in driver.find_elements(By.CSS_SELECTOR, ".source-mark") if m.is_displayed()][0]
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", mark)
    target = mark.get_attribute("href").split("#")[1]
    mark.click()
    wait(driver).until(lambda d: d.execute_script("return location.hash") == "#" + target)
    item = driver.find_element(By.ID, target)
    assert item.is_displayed()
    top = driver.execute_script("return arguments[0].getBoundingClientRect().top", item)
    assert 0 <= top < 900


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

"""Quiet pages: a chapter links only the glossary terms it introduces and the key ones,
symbol links are monospace without an underline until hover or focus, and the reader's
remembered setting links every term."""
import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from conftest import open_page, wait

PAGE = "en/building-adaptive-interfaces/index.html"

COUNTS = """
const main = document.querySelector('main'), lang = arguments[0];
const shown = (e) => e.getClientRects().length > 0;
const terms = new Set(Array.from(main.querySelectorAll('a[href*="/glossary/index.html#"]')).filter(shown)
  .map((a) => a.getAttribute('href').split('#')[1]));
const stops = Array.from(main.querySelectorAll('a[href], button, [tabindex="0"], summary, input, select')).filter(shown).length;
return [terms.size, stops, main.querySelectorAll('span[data-term]').length];
"""


@pytest.mark.parametrize("language", ["en", "zh"])
def test_a_chapter_links_at_most_twenty_terms_and_the_setting_links_every_one(driver, language):
    open_page(driver, f"{language}/building-adaptive-interfaces/index.html")
    terms, stops, marked = driver.execute_script(COUNTS, language)
    assert 0 < terms <= 20, f"{terms} different terms linked"
    assert marked > 0, "the terms not linked are marked for the setting"
    toggle = driver.find_element(By.ID, "term-toggle")
    assert toggle.get_attribute("aria-pressed") == "false"
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", toggle)
    toggle.click()
    wait(driver).until(lambda d: toggle.get_attribute("aria-pressed") == "true")
    every, more_stops, left = driver.execute_script(COUNTS, language)
    assert every > terms and left == 0, (terms, every)
    assert more_stops > stops, "the quiet page has fewer tab stops in its text"
    # Remembered like the theme, and the term card works on a term the setting linked.
    driver.refresh()
    wait(driver).until(lambda d: d.find_element(By.ID, "term-toggle").get_attribute("aria-pressed") == "true")
    assert driver.execute_script(COUNTS, language)[0] == every
    linked = next(a for a in driver.find_elements(By.CSS_SELECTOR, "main a[data-term]") if a.is_displayed())
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", linked)
    driver.execute_script("arguments[0].focus()", linked)
    wait(driver).until(lambda d: any(c.is_displayed() for c in d.find_elements(By.CSS_SELECTOR, ".term-card")))
    driver.find_element(By.ID, "term-toggle").click()
    assert driver.execute_script(COUNTS, language)[0] == terms


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_symbol_links_are_monospace_without_underline_until_hovered(driver, theme):
    open_page(driver, PAGE)
    driver.execute_script("document.documentElement.setAttribute('data-theme', arguments[0])", theme)
    link = next(a for a in driver.find_elements(By.CSS_SELECTOR, "main [lang=en] p a[href*='/reference/']")
                if a.find_elements(By.TAG_NAME, "code") and a.is_displayed())
    style = lambda prop: driver.execute_script("return getComputedStyle(arguments[0])[arguments[1]]", link, prop)
    assert style("textDecorationLine") == "none"
    assert "mono" in driver.execute_script("return getComputedStyle(arguments[0].querySelector('code')).fontFamily", link).lower()
    ActionChains(driver).move_to_element(link).perform()
    wait(driver).until(lambda d: style("textDecorationLine") == "underline")

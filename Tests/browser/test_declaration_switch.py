"""The reference pages' Swift / Objective-C switch: it shows one language's declarations,
is remembered like the theme, and leaves entries without an Objective-C declaration on
their Swift one."""
import pytest
from selenium.webdriver.common.by import By

from conftest import open_page, wait

PAGE = "en/reference/traits/index.html"


def shown(driver, language):
    return [e for e in driver.find_elements(By.CSS_SELECTOR, f".declaration [data-decl='{language}']") if e.is_displayed()]


def test_swift_is_shown_first_and_objective_c_on_request_and_remembered(driver):
    open_page(driver, PAGE)
    assert shown(driver, "swift") and not shown(driver, "objc")
    switch = [b for b in driver.find_elements(By.CSS_SELECTOR, "[data-decl-choice='objc']") if b.is_displayed()][0]
    assert switch.get_attribute("aria-pressed") == "false"
    switch.click()
    wait(driver).until(lambda d: shown(d, "objc"))
    assert switch.get_attribute("aria-pressed") == "true"
    objc = " ".join(e.text for e in shown(driver, "objc"))
    assert "@property" in objc or "- (" in objc or "+ (" in objc, objc[:200]
    driver.refresh()
    wait(driver).until(lambda d: d.execute_script("return document.documentElement.getAttribute('data-decl')") == "objc")
    assert shown(driver, "objc")


def test_an_entry_without_objective_c_keeps_its_swift_declaration(driver):
    open_page(driver, "en/reference/traits/index.html")
    [b for b in driver.find_elements(By.CSS_SELECTOR, "[data-decl-choice='objc']") if b.is_displayed()][0].click()
    missing = [d for d in driver.find_elements(By.CSS_SELECTOR, ".declaration[data-objc='none']") if d.is_displayed()]
    assert missing, "the page has entries the catalogue gives no Objective-C for"
    for declaration in missing:
        swift = declaration.find_elements(By.CSS_SELECTOR, "[data-decl='swift']")
        assert swift and swift[0].is_displayed()


@pytest.mark.parametrize("choice", ["swift", "objc"])
def test_one_copy_button_per_visible_listing(driver, choice):
    open_page(driver, "en/reference/traits/index.html")
    driver.find_element(By.CSS_SELECTOR, f"[data-decl-choice='{choice}']").click()
    wait(driver).until(lambda d: (d.execute_script("return document.documentElement.getAttribute('data-decl')") or "swift") == choice)
    listings = [p for p in driver.find_elements(By.CSS_SELECTOR, "main pre") if p.is_displayed()]
    buttons = [b for b in driver.find_elements(By.CSS_SELECTOR, "main .code-wrap .copy") if b.is_displayed()]
    assert listings and len(buttons) == len(listings), "a hidden declaration's Copy button is hidden with it"
    for button in buttons:
        assert button.find_element(By.XPATH, "preceding-sibling::pre").is_displayed()


def test_objective_c_mode_switches_titles_topics_see_also_and_contents(driver):
    driver.set_window_size(1440, 900)
    open_page(driver, PAGE)
    places = {"titles": "div[lang=en] .entry h2 code", "contents": ".toc a", "links": "div[lang=en] .entry a code"}
    # The names the model gives in both languages, read from the markup.
    pairs = driver.execute_script(
        "return Array.from(document.querySelectorAll('div[lang=en] .entry h2 code')).filter((c) => c.querySelector('.name-objc'))"
        ".map((c) => [c.querySelector('.name-swift').textContent, c.querySelector('.name-objc').textContent])")
    assert pairs, "entries with an Objective-C name"

    def shown(selector):
        return [e.text for e in driver.find_elements(By.CSS_SELECTOR, selector) if e.is_displayed()]
    swift = {name: shown(selector) for name, selector in places.items()}
    driver.find_element(By.CSS_SELECTOR, "[data-decl-choice='objc']").click()
    objc = {name: shown(selector) for name, selector in places.items()}
    for swift_name, objc_name in pairs:
        assert swift_name in swift["titles"] and objc_name not in swift["titles"]
        assert objc_name in objc["titles"] and swift_name not in objc["titles"]
        assert objc_name in objc["contents"] and swift_name not in objc["contents"]
    assert objc["links"] != swift["links"], "Topics and See Also name the selectors"

"""Reading modes and theme, against the contract shared with the `reader` branch:
<html data-mode="en|zh|parallel">, buttons button[data-mode=...] in the header, aligned
units (the div children of .content) with blocks div[lang="en"] and div[lang="zh-Hans"]
(no classes: BilingualBody.swift), the choice kept
in localStorage["duet.mode"], the section kept in location.hash; button#theme-toggle and
<html data-theme="light|dark">. These pass once the reader branch is merged."""
from urllib.parse import urlparse

import pytest
from selenium.webdriver.common.by import By

from conftest import open_page, wait

SECTION = "presenting-a-view-controller-in-a-popover"


def press_mode(driver, mode):
    """Presses a mode button without scrolling to it first, as a reader reaching the
    header would: WebDriver's own click scrolls, which would change the section."""
    button = driver.find_element(By.CSS_SELECTOR, f"header button[data-mode='{mode}']")
    driver.execute_script("arguments[0].click()", button)


def visible_blocks(driver, lang):
    return [block for block in driver.find_elements(By.CSS_SELECTOR, f".content > div > div[lang='{lang}']") if block.is_displayed()]


@pytest.mark.parametrize("start", ["en", "zh"])
def test_switching_all_three_modes_keeps_the_section(driver, start):
    open_page(driver, f"{start}/presentations/index.html#{SECTION}")
    for mode in ["parallel", "zh", "en", "parallel"]:
        press_mode(driver, mode)
        wait(driver).until(lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("data-mode") == mode)
        wait(driver).until(lambda d: urlparse(d.current_url).fragment == SECTION)
        assert driver.execute_script("return localStorage.getItem('duet.mode')") == mode
        section = driver.find_element(By.ID, SECTION)
        wait(driver).until(lambda d: d.execute_script(
            "var r = arguments[0].getBoundingClientRect(); return r.top >= -2 && r.top < window.innerHeight;", section))
        english, chinese = visible_blocks(driver, "en"), visible_blocks(driver, "zh-Hans")
        if mode == "parallel":
            assert english and chinese
        elif mode == "en":
            assert english and not chinese
        else:
            assert chinese and not english


def test_the_mode_is_remembered_across_pages(driver):
    open_page(driver, "en/presentations/index.html")
    press_mode(driver, "parallel")
    wait(driver).until(lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("data-mode") == "parallel")
    open_page(driver, "en/segues/index.html")
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("data-mode") == "parallel"


def test_theme_toggle_switches_light_and_dark(driver):
    open_page(driver, "en/presentations/index.html")
    html = driver.find_element(By.TAG_NAME, "html")
    # With no stored choice the page follows the system; the toggle then picks the other one.
    system = "dark" if driver.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches") else "light"
    before = html.get_attribute("data-theme") or system
    assert before in ("light", "dark")
    driver.find_element(By.ID, "theme-toggle").click()
    after = "dark" if before == "light" else "light"
    wait(driver).until(lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("data-theme") == after)
    background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
    driver.find_element(By.ID, "theme-toggle").click()
    wait(driver).until(lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("data-theme") == before)
    assert driver.execute_script("return getComputedStyle(document.body).backgroundColor") != background


@pytest.mark.parametrize("address, mode, expected, other", [
    ("en/presentations/index.html", "zh", "zh", "en"),
    ("zh/presentations/index.html", "en", "en", "zh"),
])
def test_the_interface_follows_the_reading_mode_not_the_address(driver, address, mode, expected, other):
    open_page(driver, address)
    press_mode(driver, mode)
    wait(driver).until(lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("data-mode") == mode)
    shown = driver.execute_script("""
        const seen = (e) => e.getClientRects().length > 0;
        const langs = (selector) => Array.from(document.querySelectorAll(selector)).filter(seen)
          .map((e) => e.closest('[lang]').lang.slice(0, 2));
        return {
          sidebar: langs('.sidebar .chapters > li > a > span, .reference-nav a > span'),
          toc: langs('#toc-title > span'),
          pager: langs('.pager a span.bi'),
        };""")
    for place, langs in shown.items():
        assert langs and set(langs) == {expected}, f"{place}: {langs}"
    placeholder = driver.find_element(By.ID, "search-input").get_attribute("placeholder")
    box = driver.find_element(By.ID, "search-input")
    assert placeholder == box.get_attribute("data-placeholder-" + expected) != box.get_attribute("data-placeholder-" + other)
    # Side by side, the interface is in the page's own language.
    press_mode(driver, "parallel")
    own = "en" if address.startswith("en/") else "zh"
    langs = driver.execute_script("""
        return Array.from(document.querySelectorAll('.sidebar .chapters > li > a > span, #toc-title > span'))
          .filter((e) => e.getClientRects().length > 0).map((e) => e.lang.slice(0, 2));""")
    assert langs and set(langs) == {own}, langs


@pytest.mark.parametrize("language", ["en", "zh"])
@pytest.mark.parametrize("mode", ["en", "zh", "parallel"])
def test_the_last_updated_line_joins_its_dates_only_where_both_show(driver, language, mode):
    open_page(driver, f"{language}/segues/index.html")
    driver.execute_script("document.querySelector('button[data-mode=\"' + arguments[0] + '\"]').click()", mode)
    line = driver.find_element(By.CSS_SELECTOR, ".page-updated")
    # The separator is generated content, which an element's text does not include.
    shown = driver.execute_script("""
        return [...arguments[0].querySelectorAll('.bi')].filter((s) => s.checkVisibility())
          .map((s) => getComputedStyle(s, '::before').content)""", line)
    if mode == "parallel":
        assert len(shown) == 2 and "·" in shown[1], shown
    else:
        assert len(shown) == 1 and "·" not in shown[0], f"a lone date has no separator: {shown}"

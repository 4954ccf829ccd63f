"""Every interactive widget works in the block the reader sees, whatever the page's
language and the reading mode: the playground, the glossary's sort buttons and the copy
buttons. Side by side a page shows both languages, so a widget that addresses the document
instead of its own block works in one of them only."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import open_page, wait

MODES = ["en", "zh", "parallel"]


def set_mode(driver, mode):
    button = driver.find_element(By.CSS_SELECTOR, f"header button[data-mode='{mode}']")
    driver.execute_script("arguments[0].click()", button)
    wait(driver).until(lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("data-mode") == mode)


def visible(elements):
    return [element for element in elements if element.is_displayed()]


@pytest.mark.parametrize("page", ["en", "zh"])
@pytest.mark.parametrize("mode", MODES)
def test_the_playground_answers_in_every_visible_form(driver, page, mode):
    open_page(driver, f"{page}/playground/index.html")
    set_mode(driver, mode)
    forms = visible(driver.find_elements(By.CSS_SELECTOR, "form.playground"))
    assert len(forms) == (2 if mode == "parallel" else 1)
    for form in forms:
        block = form.find_element(By.XPATH, "ancestor::div[@lang][parent::div[parent::div[contains(@class,'content')]]]")
        Select(form.find_element(By.NAME, "device")).select_by_value("iphone-6-plus")
        Select(form.find_element(By.NAME, "orientation")).select_by_value("landscape")
        classes = block.find_element(By.CSS_SELECTOR, "[data-anchor='pg-size-classes'], #pg-size-classes")
        wait(driver).until(lambda d: "414" in classes.text or "736" in classes.text)
        # The answer is written in the block's own language.
        chinese = block.get_attribute("lang").startswith("zh")
        assert ("（" in classes.text) == chinese
        styles = block.find_element(By.CSS_SELECTOR, "[data-anchor='pg-style-result'], #pg-style-result")
        assert styles.find_elements(By.CSS_SELECTOR, "li[data-edition]")


@pytest.mark.parametrize("page", ["en", "zh"])
@pytest.mark.parametrize("mode", MODES)
def test_the_glossary_sorts_every_row_in_every_mode(driver, page, mode):
    open_page(driver, f"{page}/glossary/index.html")
    set_mode(driver, mode)
    groups = visible(driver.find_elements(By.CSS_SELECTOR, ".glossary-sort"))
    assert len(groups) == 1, "one pair of buttons sorts the whole page"
    for key in ["zh", "en"]:
        groups[0].find_element(By.CSS_SELECTOR, f"button[data-sort='{key}']").click()
        values = driver.execute_script(
            "var key = arguments[0]; return Array.prototype.map.call(document.querySelectorAll('.content > .glossary-row'),"
            " function (row) { return row.getAttribute('data-' + key); })", key)
        assert len(values) > 3
        ordered = driver.execute_script(
            "var v = arguments[0].slice(); var key = arguments[1];"
            " return v.sort(function (a, b) { return a.localeCompare(b, key === 'zh' ? 'zh-Hans' : 'en'); });", values, key)
        assert values == ordered, (key, values[:5])


@pytest.mark.parametrize("mode", MODES)
def test_every_visible_listing_has_its_own_copy_button(driver, mode):
    open_page(driver, "zh/adaptive-model/index.html")
    set_mode(driver, mode)
    listings = visible(driver.find_elements(By.CSS_SELECTOR, "main pre"))
    assert listings
    for listing in listings:
        button = listing.find_element(By.XPATH, "following-sibling::button[contains(@class,'copy')]")
        assert button.is_displayed()


@pytest.mark.parametrize("page", ["en", "zh"])
@pytest.mark.parametrize("mode", MODES)
def test_the_resizable_window_slider_works_in_every_visible_form(driver, page, mode):
    open_page(driver, f"{page}/playground/index.html")
    set_mode(driver, mode)
    for form in visible(driver.find_elements(By.CSS_SELECTOR, "form.playground")):
        block = form.find_element(By.XPATH, "ancestor::div[@lang][parent::div[parent::div[contains(@class,'content')]]]")
        Select(form.find_element(By.NAME, "device")).select_by_value("ipad-pro-13-m5")
        Select(form.find_element(By.NAME, "multitasking")).select_by_value("resizable")
        slider = form.find_element(By.NAME, "windowWidth")
        assert slider.is_displayed()
        driver.execute_script("arguments[0].value = 700; arguments[0].dispatchEvent(new Event('input', {bubbles: true}))", slider)
        classes = block.find_element(By.CSS_SELECTOR, "[data-anchor='pg-size-classes'], #pg-size-classes")
        chinese = block.get_attribute("lang").startswith("zh")
        wait(driver).until(lambda d: ("未公布" if chinese else "Not published") in classes.text)


@pytest.mark.parametrize("page", ["en", "zh"])
@pytest.mark.parametrize("mode", MODES)
def test_the_declaration_switch_works_in_every_visible_block(driver, page, mode):
    open_page(driver, f"{page}/reference/presentation-styles/index.html")
    set_mode(driver, mode)
    switches = visible(driver.find_elements(By.CSS_SELECTOR, "[data-decl-choice='objc']"))
    assert len(switches) == (2 if mode == "parallel" else 1)
    for switch in switches:
        driver.execute_script("arguments[0].click()", switch)
        wait(driver).until(lambda d: d.execute_script("return document.documentElement.getAttribute('data-decl')") == "objc")
        assert switch.get_attribute("aria-pressed") == "true"
        swift = visible(driver.find_elements(By.CSS_SELECTOR, "[data-decl-choice='swift']"))[0]
        driver.execute_script("arguments[0].click()", swift)
        wait(driver).until(lambda d: d.execute_script("return document.documentElement.getAttribute('data-decl')") is None)

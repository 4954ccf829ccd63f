"""Screenshots of every page kind (home, chapter in both languages, reference, glossary,
playground) and of the search results, at 390, 768 and 1440 px, in the light and the dark
theme, saved as test artefacts; on each, the page does not scroll sideways."""
import pytest
from selenium.webdriver.common.by import By

from selenium.webdriver.support.ui import Select

from conftest import open_page, search, wait

SIZES = {"390px": (390, 844), "768px": (768, 1024), "1440px": (1440, 900)}
PAGES = {"home-en": "en/index.html", "chapter-en": "en/presentations/index.html", "chapter-zh": "zh/presentations/index.html",
         "reference-zh": "zh/reference/presentation-styles/index.html", "reference-en": "en/reference/traits/index.html",
         "glossary-en": "en/glossary/index.html", "playground-zh": "zh/playground/index.html",
         "sources-en": "en/presentations/index.html#the-guide-s-rules-ios-8-to-12", "not-found": "404.html"}


def apply_theme(driver, theme):
    """Asks for the theme the way a reader's system would, and, where the page has the
    theme button, presses it until the page shows that theme."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": theme}]})
    for _ in range(2):
        buttons = driver.find_elements(By.ID, "theme-toggle")
        if not buttons or driver.find_element(By.TAG_NAME, "html").get_attribute("data-theme") in (theme, None):
            break
        buttons[0].click()


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("page", list(PAGES))
def test_screenshot(driver, artifacts, page, size, theme):
    driver.set_window_size(*SIZES[size])
    open_page(driver, PAGES[page])
    apply_theme(driver, theme)
    # The 404 page offers its own search form (test_not_found).
    if page != "not-found":
        assert driver.find_element(By.ID, "search-input").is_displayed()
    if page.startswith("sources"):
        # A table's release badge and, under it, its sources opened.
        driver.execute_script("""
            const own = [...document.querySelectorAll('.model-table details.block-sources')].filter((d) => d.checkVisibility())[0];
            own.open = true;
            own.closest('.model-table').scrollIntoView({block: 'start'})""")
    if page.startswith("playground"):
        # The example: an iPhone 6 Plus in landscape presenting a popover.
        for control, value in (("device", "iphone-6-plus"), ("orientation", "landscape"), ("style", "popover")):
            Select(driver.find_element(By.ID, "pg-" + control)).select_by_value(value)
        form = driver.find_element(By.ID, "playground")
        driver.execute_script("arguments[0].scrollIntoView({block: 'start'})", form)
        # The header stays at the top (on phones too): the form starts just below it.
        wait(driver).until(lambda d: d.execute_script(
            "return arguments[0].getBoundingClientRect().top - document.querySelector('.topbar').getBoundingClientRect().bottom", form) < 60)
    path = artifacts / f"{page}-{size}-{theme}.png"
    assert driver.save_screenshot(str(path))
    assert path.stat().st_size > 1000
    overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 1, f"{page} scrolls sideways by {overflow} px at {size}"


@pytest.mark.parametrize("size", list(SIZES))
def test_screenshot_of_search_results(driver, artifacts, size):
    driver.set_window_size(*SIZES[size])
    open_page(driver, "zh/adaptive-model/index.html")
    search(driver, "弹出框")
    results = driver.find_element(By.ID, "search-results")
    assert results.rect["x"] + results.rect["width"] <= SIZES[size][0] + 1, "the result list fits the window"
    path = artifacts / f"search-zh-{size}-light.png"
    assert driver.save_screenshot(str(path))
    assert path.stat().st_size > 1000

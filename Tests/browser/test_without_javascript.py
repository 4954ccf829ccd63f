"""With JavaScript off a page still works where it did: its own language, the language
link, the contents above the article on narrow screens and in the column on wide ones;
the controls that need the script (reading modes, edition switch, theme) stay hidden, as
their empty stand-ins are."""
import pytest
from selenium.webdriver.common.by import By

from conftest import make_driver, open_page


@pytest.fixture(scope="module")
def plain():
    driver = make_driver(javascript=False)
    yield driver
    driver.quit()


@pytest.mark.parametrize("width", [390, 768, 1440])
def test_without_javascript_the_page_reads_and_links_and_lists_its_contents(plain, width):
    plain.set_window_size(width, 900)
    open_page(plain, "en/adaptive-model/index.html")
    # The first-paint script did not run, nor did duet.js.
    assert "js" not in (plain.find_element(By.TAG_NAME, "html").get_attribute("class") or "")
    switch = plain.find_element(By.CSS_SELECTOR, ".topbar .language-switch")
    assert switch.is_displayed() and "/zh/adaptive-model/" in switch.get_attribute("href")
    for selector in (".modes", ".edition-switch", "#theme-toggle"):
        assert not plain.find_element(By.CSS_SELECTOR, selector).is_displayed(), selector
    english = [b for b in plain.find_elements(By.CSS_SELECTOR, ".content > div > div[lang='en']") if b.is_displayed()]
    chinese = [b for b in plain.find_elements(By.CSS_SELECTOR, ".content > div > div[lang='zh-Hans']") if b.is_displayed()]
    assert english and not chinese
    toc = plain.find_element(By.CSS_SELECTOR, "nav.toc details")

    def shown_entries():
        # checkVisibility, not WebDriver's is_displayed, which takes every entry of a
        # closed <details> for hidden whatever the style sheet shows.
        return plain.execute_script(
            "return Array.prototype.filter.call(arguments[0].querySelectorAll('a[href^=\"#\"]'),"
            " function (a) { return a.checkVisibility() && a.getBoundingClientRect().height > 0; }).length", toc)
    if width == 1440:
        # The column shows its entries although the list is not open (style.css).
        assert toc.get_attribute("open") is None
        assert shown_entries() >= 10
        main_right = plain.execute_script("return document.querySelector('main').getBoundingClientRect().right")
        assert plain.execute_script("return arguments[0].getBoundingClientRect().left", toc) > main_right
    else:
        assert toc.is_displayed() and shown_entries() == 0, "folded above the article"
        toc.find_element(By.TAG_NAME, "summary").click()
        assert shown_entries() >= 10

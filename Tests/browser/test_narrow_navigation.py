"""Reading on a phone or a tablet in portrait: a compact bar that stays at the top, a
contents drawer that traps focus and closes with Escape, an "On this page" list above
the article, one language control that keeps the reader's paragraph, and section links
to the other language for readers without JavaScript."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.common.action_chains import ActionChains

from conftest import open_page, wait

CHAPTER = "en/adaptive-model/index.html"


def phone(driver, width=390):
    driver.set_window_size(width, 844)


def test_the_bar_stays_at_the_top_while_reading_on_a_phone(driver):
    phone(driver)
    open_page(driver, CHAPTER)
    driver.execute_script("window.scrollTo(0, 4000)")
    top = driver.execute_script("return document.querySelector('.topbar').getBoundingClientRect().top")
    assert abs(top) < 1
    height = driver.execute_script("return document.querySelector('.topbar').getBoundingClientRect().height")
    assert height <= 56, "the bar is compact: one row (test_header)"


@pytest.mark.parametrize("width", [390, 768])
def test_the_contents_open_as_a_drawer_trap_focus_and_close_with_escape(driver, width):
    phone(driver, width)
    open_page(driver, CHAPTER)
    menu = driver.find_element(By.CSS_SELECTOR, ".menu-toggle")
    assert menu.is_displayed()
    assert menu.get_attribute("aria-expanded") == "false"
    drawer = driver.find_element(By.ID, "sidebar")
    assert driver.execute_script("return getComputedStyle(arguments[0]).visibility", drawer) == "hidden"
    menu.click()
    wait(driver).until(lambda d: menu.get_attribute("aria-expanded") == "true")
    wait(driver).until(lambda d: d.execute_script("return arguments[0].getBoundingClientRect().left >= -1", drawer))
    assert drawer.get_attribute("aria-modal") == "true"
    # Focus is in the drawer and stays there however far the reader tabs.
    assert driver.execute_script("return arguments[0].contains(document.activeElement)", drawer)
    links = len([a for a in drawer.find_elements(By.CSS_SELECTOR, "a[href]") if a.is_displayed()])
    for _ in range(links + 3):
        ActionChains(driver).send_keys(Keys.TAB).perform()
        assert driver.execute_script("return arguments[0].contains(document.activeElement)", drawer)
    ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
    assert driver.execute_script("return arguments[0].contains(document.activeElement)", drawer)
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()
    wait(driver).until(lambda d: menu.get_attribute("aria-expanded") == "false")
    assert driver.execute_script("return document.activeElement") == menu


def test_the_drawer_lists_the_chapters_near_the_top_of_a_phone_screen(driver):
    phone(driver)
    open_page(driver, CHAPTER)
    driver.find_element(By.CSS_SELECTOR, ".menu-toggle").click()
    first = driver.find_element(By.CSS_SELECTOR, "#sidebar .chapters a")
    wait(driver).until(lambda d: first.is_displayed())
    assert driver.execute_script("return arguments[0].getBoundingClientRect().top", first) < 844


def test_the_drawer_scrolls_inside_itself_so_its_last_link_is_reachable_on_a_short_phone(driver):
    # The presentations chapter has the longest list of sections.
    driver.set_window_size(390, 640)
    open_page(driver, "en/presentations/index.html")
    menu = driver.find_element(By.CSS_SELECTOR, ".menu-toggle")
    menu.click()
    drawer = driver.find_element(By.ID, "sidebar")
    wait(driver).until(lambda d: d.execute_script("return arguments[0].getBoundingClientRect().left >= -1", drawer))
    viewport = driver.execute_script("return window.innerHeight")
    box = driver.execute_script("var r = arguments[0].getBoundingClientRect(); return [r.top, r.bottom]", drawer)
    assert box[0] >= -1 and box[1] <= viewport + 1, f"the drawer fits the screen: {box} in {viewport}"
    assert driver.execute_script("return arguments[0].scrollHeight > arguments[0].clientHeight", drawer), \
        "the list is longer than the screen, so the drawer scrolls"
    # The drawer's focus stops, as its focus trap counts them.
    stops = driver.execute_script(
        "return Array.from(arguments[0].querySelectorAll(\"a[href], button, input, select, [tabindex]:not([tabindex='-1'])\"))"
        ".filter(function (e) { return e.getClientRects().length > 0; })", drawer)
    assert len(stops) > 20
    last = stops[-1]
    # Backwards from the first stop, focus wraps to the last one, which comes into view.
    driver.execute_script("arguments[0].focus()", stops[0])
    ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
    wait(driver).until(lambda d: d.execute_script("return document.activeElement") == last)
    rect = driver.execute_script("var r = arguments[0].getBoundingClientRect(); return [r.top, r.bottom]", last)
    assert rect[0] >= 0 and rect[1] <= viewport + 1, f"the focused last link is on screen: {rect} in {viewport}"
    # And by touch: scrolling the drawer to its end shows the same link.
    driver.execute_script("arguments[0].scrollTop = 0", drawer)
    driver.execute_script("arguments[0].scrollTop = arguments[0].scrollHeight", drawer)
    rect = driver.execute_script("var r = arguments[0].getBoundingClientRect(); return [r.top, r.bottom]", last)
    assert rect[0] >= 0 and rect[1] <= viewport + 1


def test_on_this_page_is_offered_above_the_article_on_narrow_screens_and_beside_it_on_wide_ones(driver):
    phone(driver)
    open_page(driver, CHAPTER)
    # One list of contents in the page, in two places.
    assert len(driver.find_elements(By.CSS_SELECTOR, ".toc")) == 1
    toc = driver.find_element(By.CSS_SELECTOR, "nav.toc details")
    assert toc.is_displayed()
    assert driver.execute_script("return arguments[0].getBoundingClientRect().top", toc) < 400
    assert toc.get_attribute("open") is None, "folded above the article"
    toc.find_element(By.TAG_NAME, "summary").click()
    entries = [a for a in toc.find_elements(By.CSS_SELECTOR, "a[href^='#']") if a.is_displayed()]
    assert len(entries) >= 3
    driver.set_window_size(1440, 900)
    wait(driver).until(lambda d: toc.get_attribute("open") is not None)
    # The column right of the text, every entry shown, sticky below the bar like the sidebar.
    main_right = driver.execute_script("return document.querySelector('main').getBoundingClientRect().right")
    assert driver.execute_script("return arguments[0].getBoundingClientRect().left", toc) > main_right
    assert len([a for a in toc.find_elements(By.CSS_SELECTOR, "a[href^='#']") if a.is_displayed()]) == len(entries)
    driver.execute_script("window.scrollTo(0, 3000)")
    wait(driver).until(lambda d: abs(d.execute_script("return arguments[0].getBoundingClientRect().top", toc) - 64) < 2)
    # Its heading does not fold it there.
    toc.find_element(By.TAG_NAME, "summary").click()
    assert toc.get_attribute("open") is not None
    driver.set_window_size(390, 844)
    wait(driver).until(lambda d: toc.get_attribute("open") is None)


@pytest.mark.parametrize("width", [390, 1440])
def test_one_language_control_is_shown(driver, width):
    driver.set_window_size(width, 900)
    open_page(driver, CHAPTER)
    labels = [e.text for e in driver.find_elements(By.CSS_SELECTOR, "header a, header button") if e.is_displayed()]
    assert labels.count("中文") == 1, labels
    assert not [e for e in driver.find_elements(By.CSS_SELECTOR, ".other-language") if e.is_displayed()]


@pytest.mark.parametrize("width", [390, 1440])
def test_switching_language_keeps_the_paragraph_being_read(driver, width):
    driver.set_window_size(width, 900)
    open_page(driver, CHAPTER)
    pairs = driver.find_elements(By.CSS_SELECTOR, "main .content > div")
    target = pairs[len(pairs) // 2]
    # Put a paragraph in the middle of a section right under the bar.
    driver.execute_script("""
        var bar = document.querySelector('.topbar').getBoundingClientRect().bottom;
        window.scrollBy(0, arguments[0].getBoundingClientRect().top - bar);""", target)
    for mode in ["zh", "parallel", "en"]:
        button = driver.find_element(By.CSS_SELECTOR, f"header button[data-mode='{mode}']")
        driver.execute_script("arguments[0].click()", button)
        wait(driver).until(lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("data-mode") == mode)
        offset = driver.execute_script("""
            var bar = document.querySelector('.topbar').getBoundingClientRect().bottom;
            return arguments[0].getBoundingClientRect().top - bar;""", target)
        assert abs(offset) < 4, (mode, offset)


def test_without_javascript_each_section_links_to_the_same_section_in_the_other_language(driver):
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        open_page(driver, CHAPTER)
        links = [a for a in driver.find_elements(By.CSS_SELECTOR, "h2 a.other-language") if a.is_displayed()]
        assert links, "every section heading offers the other language"
        heading = links[0].find_element(By.XPATH, "..")
        href = links[0].get_attribute("href")
        assert "/zh/" in href and href.endswith("#" + heading.get_attribute("id"))
        assert links[0].get_attribute("hreflang") == "zh-Hans"
    finally:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})

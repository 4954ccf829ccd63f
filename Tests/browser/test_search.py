"""Search in a real browser: the index loads on first use, results name the page and
the section, mark the match, and open at the section, under a base path and from file://."""
from urllib.parse import urlparse

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import SITE_DIR, follow, open_page, search, wait


def landed_section(driver, href):
    """The element the URL's fragment names, checked to be the document's :target."""
    fragment = urlparse(href).fragment
    assert fragment, f"{href} should open at a section"
    element = driver.find_element(By.ID, fragment)
    assert driver.execute_script("return document.querySelector(':target') === arguments[0]", element)
    return element


def page_of(link):
    """The title of the page group a result link is listed under."""
    return link.find_element(By.XPATH, "../../../p[contains(@class,'search-page')]")


def test_popover_opens_the_popover_section(driver):
    open_page(driver, "en/adaptive-model/index.html")
    results = search(driver, "popover")
    first = results[0]
    assert "popover" in first.find_element(By.CSS_SELECTOR, ".search-section").text.lower()
    marks = [mark.text.lower() for mark in first.find_elements(By.TAG_NAME, "mark")]
    assert "popover" in marks
    href = follow(driver, first)
    section = landed_section(driver, href)
    assert "popover" in section.text.lower()
    assert driver.execute_script("var r = arguments[0].getBoundingClientRect(); return r.top >= -1 && r.top < window.innerHeight;", section)


def test_chinese_popover_opens_the_chinese_section(driver):
    open_page(driver, "zh/segues/index.html")
    results = search(driver, "弹出框")
    first = results[0]
    assert "弹出框" in first.find_element(By.CSS_SELECTOR, ".search-section").text
    assert "弹出框" in [mark.text for mark in first.find_elements(By.TAG_NAME, "mark")]
    href = follow(driver, first)
    assert "/duet/zh/" in href
    assert "弹出框" in landed_section(driver, href).text


def test_two_character_chinese_word_opens_the_chapter_named_by_it(driver):
    open_page(driver, "zh/about/index.html")
    results = search(driver, "转场")
    assert "转场" in page_of(results[0]).text
    follow(driver, results[0])
    assert "/duet/zh/custom-transitions/index.html" in driver.current_url
    assert "转场" in driver.find_element(By.TAG_NAME, "h1").text


def test_words_of_a_symbol_find_the_symbol(driver):
    open_page(driver, "en/about/index.html")
    search(driver, "trait collection")
    # The chapters' sections on trait collections come first; the symbol is among the rest.
    driver.execute_script("var b = document.querySelector('#search-results .search-show-all'); if (b) b.click();")
    results = driver.find_elements(By.CSS_SELECTOR, "#search-results a")
    sections = [link.find_element(By.CSS_SELECTOR, ".search-where").text for link in results]
    assert any("traitCollectionDidChange(_:)" in text for text in sections), sections


def test_enter_opens_the_first_result_and_nothing_found_is_said(driver):
    open_page(driver, "en/segues/index.html")
    first = search(driver, "unwind segue")[0].get_attribute("href")
    driver.find_element(By.ID, "search-input").send_keys(Keys.ENTER)
    wait(driver).until(lambda d: d.current_url == first)
    box = driver.find_element(By.ID, "search-input")
    box.clear()
    box.send_keys("qqqzzzxxy")
    wait(driver).until(lambda d: d.find_element(By.CSS_SELECTOR, "#search-results .search-empty").is_displayed())


def test_search_works_from_file_urls(driver):
    driver.get((SITE_DIR / "en" / "presentations" / "index.html").as_uri())
    results = search(driver, "popover")
    href = results[0].get_attribute("href")
    assert href.startswith("file://")
    follow(driver, results[0])
    landed_section(driver, href)

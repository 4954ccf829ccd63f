"""One numbering: a chapter's number in the home page's and the not-found page's lists is
the number its figures carry ("Figure 9-1" is in chapter 9), and an introduction (chapter
0) is listed without one."""
import pytest
from selenium.webdriver.common.by import By

from conftest import open_page


def listed_numbers(driver, selector):
    """Each listed chapter's link and the number the list shows for it (None: none)."""
    return driver.execute_script("""
        return Array.from(document.querySelectorAll(arguments[0])).map(function (li) {
          var numbered = getComputedStyle(li).listStyleType !== 'none';
          return [li.querySelector('a').href, numbered ? li.value : null];
        });""", selector)


def figure_chapter(driver, url):
    """The chapter number of the first figure label on a page, or None without figures."""
    driver.get(url)
    labels = driver.find_elements(By.CSS_SELECTOR, ".model-figure .figure-number")
    if not labels:
        return None
    text = labels[0].get_attribute("textContent").strip()
    return int(text.split()[-1].split("-")[0])


@pytest.mark.parametrize("language", ["en", "zh"])
def test_the_home_page_numbers_each_chapter_as_its_figures_do(driver, language):
    open_page(driver, f"{language}/index.html")
    chapters = listed_numbers(driver, ".chapter-list > li")
    assert len(chapters) >= 10
    assert chapters[0][1] is None, "the introduction has no number"
    assert [number for _, number in chapters[1:]] == list(range(1, len(chapters))), "then 1, 2, 3 ..."
    checked = 0
    for url, number in chapters:
        chapter = figure_chapter(driver, url)
        if chapter is not None:
            assert chapter == number, f"{url}: listed as {number}, its figures say chapter {chapter}"
            checked += 1
    assert checked >= 5, "most chapters have figures to compare with"


def test_the_not_found_page_numbers_the_chapters_as_the_home_page_does(driver):
    open_page(driver, "en/index.html")
    home = [number for _, number in listed_numbers(driver, ".chapter-list > li")]
    open_page(driver, "404.html")
    lists = driver.find_elements(By.CSS_SELECTOR, "section ol")
    assert lists, "the not-found page lists the chapters"
    shown = [number for _, number in listed_numbers(driver, "section:first-of-type ol > li")]
    assert shown == home

"""Search as readers use it: glossary variants, traditional characters and one-letter
typos still find the sections; results are grouped by page with a count and a "show all"
view; the query is kept in the address; "/" goes to the search box."""
from urllib.parse import parse_qs, urlparse

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import SITE_URL, open_page, search, wait


def section_titles(driver):
    return [element.text for element in driver.find_elements(By.CSS_SELECTOR, "#search-results .search-section")]


def show_everything(driver):
    buttons = driver.find_elements(By.CSS_SELECTOR, "#search-results .search-show-all")
    if buttons:
        buttons[0].click()
        wait(driver).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "#search-results .search-show-all"))


def test_a_glossary_variant_finds_the_sections_of_the_preferred_term(driver):
    open_page(driver, "zh/about/index.html")
    search(driver, "尺寸类别")
    show_everything(driver)
    titles = section_titles(driver)
    assert any("尺寸类" in title and "尺寸类别" not in title for title in titles), titles
    assert len(titles) > 10


def test_a_forbidden_variant_finds_the_term(driver):
    open_page(driver, "zh/about/index.html")
    results = search(driver, "视图调控器")
    assert any("视图控制器" in link.text for link in results)


def test_traditional_characters_find_the_simplified_text(driver):
    open_page(driver, "zh/about/index.html")
    results = search(driver, "視圖控制器")
    assert any("视图控制器" in link.text for link in results)
    marks = [mark.text for mark in driver.find_elements(By.CSS_SELECTOR, "#search-results mark")]
    assert "视图控制器" in marks


def test_a_one_letter_typo_in_an_english_word_still_finds_it(driver):
    open_page(driver, "en/about/index.html")
    search(driver, "trait colection")
    titles = section_titles(driver)
    assert any("trait collection" in title.lower() for title in titles), titles


def test_results_are_grouped_by_page_with_counts_and_a_show_all_view(driver):
    open_page(driver, "en/about/index.html")
    search(driver, "presentation")
    count = driver.find_element(By.CSS_SELECTOR, "#search-results .search-count").text
    total = int(count.split()[0])
    assert total > 12 and "pages" in count
    pages = driver.find_elements(By.CSS_SELECTOR, "#search-results .search-groups > li")
    titles = [page.find_element(By.CSS_SELECTOR, ".search-page").text for page in pages]
    assert len(titles) == len(set(titles)), "one group per page"
    assert len(driver.find_elements(By.CSS_SELECTOR, "#search-results a")) == 12
    button = driver.find_element(By.CSS_SELECTOR, "#search-results .search-show-all")
    assert str(total) in button.text
    button.click()
    wait(driver).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#search-results a")) == total)
    # The page counts add up to the total.
    tallies = [int(element.text) for element in driver.find_elements(By.CSS_SELECTOR, "#search-results .search-page-count")]
    assert sum(tallies) == total


def test_the_query_is_kept_in_the_address_and_restored_from_it(driver):
    open_page(driver, "en/segues/index.html")
    search(driver, "unwind segue")
    assert parse_qs(urlparse(driver.current_url).query)["q"] == ["unwind segue"]
    open_page(driver, "en/about/index.html?q=popover")
    wait(driver).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#search-results a"))
    assert driver.find_element(By.ID, "search-input").get_attribute("value") == "popover"
    driver.find_element(By.ID, "search-input").send_keys(Keys.ESCAPE)
    wait(driver).until(lambda d: "q=" not in d.current_url)


def test_slash_focuses_the_search_box_but_not_while_typing_elsewhere(driver):
    open_page(driver, "en/playground/index.html")
    driver.find_element(By.TAG_NAME, "body").send_keys("/")
    box = driver.find_element(By.ID, "search-input")
    wait(driver).until(lambda d: d.switch_to.active_element == box)
    assert box.get_attribute("value") == ""
    assert box.get_attribute("aria-keyshortcuts") == "/"

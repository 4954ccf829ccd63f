"""Search says what it searched when it is not what was typed (a typo corrected, a word
split in two, another spelling of a glossary term) and marks it; Chinese result titles
take full-width colons; run-together API words are found."""
import pytest
from selenium.webdriver.common.by import By

from conftest import open_page, search, wait


def variant(driver):
    found = [p for p in driver.find_elements(By.CSS_SELECTOR, "#search-results .search-variant") if p.is_displayed()]
    return found[0] if found else None


def test_run_together_api_words_find_their_pages(driver):
    open_page(driver, "en/index.html")
    for typed in ("sizeclass", "viewcontroller"):
        links = search(driver, typed)
        assert len(links) >= 3, f"{typed} finds results"


@pytest.mark.parametrize("typed, meant", [("sizeclass", "size class"), ("presentaton", "presentation")])
def test_a_query_the_index_does_not_hold_is_searched_as_meant_and_said(driver, typed, meant):
    open_page(driver, "en/index.html")
    links = search(driver, typed)
    assert links, f"{typed} finds something"
    note = wait(driver).until(lambda d: variant(d))
    assert meant in note.text and note.text.startswith("Showing results for")
    assert note.find_element(By.TAG_NAME, "mark").text == meant
    marked = [m.text.lower() for m in driver.find_elements(By.CSS_SELECTOR, "#search-results a mark")]
    assert any(word in marked for word in meant.split()), "the words searched are marked in the results"


def test_a_word_being_typed_is_not_corrected(driver):
    open_page(driver, "en/index.html")
    search(driver, "presen")
    assert variant(driver) is None


def test_another_spelling_of_a_term_says_the_preferred_one(driver):
    open_page(driver, "zh/index.html")
    search(driver, "弹出窗口")
    note = wait(driver).until(lambda d: variant(d))
    assert "弹出框" in note.text and "“" in note.text


def test_chinese_result_titles_use_full_width_colons(driver):
    open_page(driver, "zh/index.html")
    search(driver, "UIModalPresentationStyle")
    titles = [t.text for t in driver.find_elements(By.CSS_SELECTOR, "#search-results .search-page") if t.is_displayed()]
    reference = [t for t in titles if t.startswith("参考")]
    assert reference, titles
    assert all(t.startswith("参考：") for t in reference), reference

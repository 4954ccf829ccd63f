"""The glossary: a filter box and a letter index; side by side, each row pairs one entry's
English and Chinese whatever the order; Chinese labels take full-width colons."""
import pytest
from selenium.webdriver.common.by import By

from conftest import open_page, wait


def shown_rows(driver):
    return [r for r in driver.find_elements(By.CSS_SELECTOR, ".content > .glossary-row") if r.is_displayed()]


@pytest.mark.parametrize("language", ["en", "zh"])
def test_the_filter_narrows_the_list_and_says_how_many(driver, language):
    open_page(driver, f"{language}/glossary/index.html")
    total = len(shown_rows(driver))
    assert total > 100
    box = driver.find_element(By.ID, "glossary-filter")
    box.send_keys("popover")
    wait(driver).until(lambda d: 0 < len(shown_rows(d)) < 15)
    assert all("popover" in r.get_attribute("textContent").lower() for r in shown_rows(driver))
    count = driver.find_element(By.ID, "glossary-count").text
    assert str(len(shown_rows(driver))) in count and str(total) in count
    box.clear()
    box.send_keys("弹出框")
    wait(driver).until(lambda d: 0 < len(shown_rows(d)) < 15)


def test_the_letter_index_leads_to_the_first_term_of_each_letter(driver):
    open_page(driver, "en/glossary/index.html")
    letters = driver.find_elements(By.CSS_SELECTOR, ".glossary-letters a")
    assert len(letters) >= 15
    texts = [a.text for a in letters]
    assert texts == sorted(texts)
    s = [a for a in letters if a.text == "S"][0]
    target = s.get_attribute("href").split("#")[1]
    s.click()
    wait(driver).until(lambda d: d.execute_script("return location.hash") == "#" + target)
    entry = driver.find_element(By.ID, target)
    assert entry.find_element(By.CSS_SELECTOR, "h2 span[lang=en]").text.lower().startswith("s")
    assert 0 <= driver.execute_script("return arguments[0].getBoundingClientRect().top", entry) < 400


@pytest.mark.parametrize("language", ["en", "zh"])
def test_side_by_side_each_row_pairs_one_entry_whatever_the_order(driver, language):
    driver.set_window_size(1440, 900)
    open_page(driver, f"{language}/glossary/index.html")
    driver.find_element(By.CSS_SELECTOR, ".modes button[data-mode='parallel']").click()
    for sort in ("zh", "en"):
        driver.find_element(By.CSS_SELECTOR, f".glossary-sort button[data-sort='{sort}']").click()
        pairs = driver.execute_script("""
            return Array.from(document.querySelectorAll('.content > .glossary-row')).slice(0, 40).map((row) => {
              const en = row.querySelector('div[lang=en] h2'), zh = row.querySelector('div[lang="zh-Hans"] h2');
              return [en.textContent, zh.textContent, Math.round(en.getBoundingClientRect().top), Math.round(zh.getBoundingClientRect().top)];
            });""")
        for en, zh, en_top, zh_top in pairs:
            assert en == zh, "both columns of a row name the same entry"
            assert en_top == zh_top, f"{sort}: {en} faces its own entry"
        keys = driver.execute_script(
            "return Array.from(document.querySelectorAll('.content > .glossary-row')).map((r) => r.getAttribute('data-' + arguments[0]))", sort)
        collator = driver.execute_script(
            "const k = arguments[0].slice(); return k.sort((a, b) => a.localeCompare(b, arguments[1]))", keys, "zh-Hans" if sort == "zh" else "en")
        assert keys == collator, f"sorted by {sort}"


def test_chinese_labels_use_full_width_colons(driver):
    open_page(driver, "zh/glossary/index.html")
    labels = [p.get_attribute("textContent") for p in driver.find_elements(By.CSS_SELECTOR, "div[lang='zh-Hans'] .alternates, div[lang='zh-Hans'] .forbidden, div[lang='zh-Hans'] .symbols")]
    assert labels
    assert all("：" in text and ": " not in text.split("：")[0] for text in labels), labels[:3]

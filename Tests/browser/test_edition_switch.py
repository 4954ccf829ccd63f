"""The edition switch: generated tables for other releases fold to a notice, the choice
is remembered like the theme, defaults to the newest edition, speaks each block's
language, and the playground marks the answer of the chosen edition."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import open_page, wait

PAGE = "{}/presentations/index.html"


def visible(driver, selector):
    return [e for e in driver.find_elements(By.CSS_SELECTOR, selector) if e.is_displayed()]


def shown_tables(driver):
    """Ids of the generated tables a reader sees, in the page's shown blocks."""
    return {e.get_attribute("data-table-id") for e in visible(driver, ".model-table table")}


def choose_edition(driver, edition):
    Select(driver.find_element(By.ID, "edition-select")).select_by_value(edition)
    wait(driver).until(lambda d: d.execute_script("return document.documentElement.getAttribute('data-edition')") == edition)


def test_the_newest_edition_is_chosen_and_guide_tables_fold_to_a_notice(driver):
    open_page(driver, PAGE.format("en"))
    chooser = Select(driver.find_element(By.ID, "edition-select"))
    values = [o.get_attribute("value") for o in chooser.options]
    assert values[0] == "guide"
    assert chooser.first_selected_option.get_attribute("value") == values[-1]
    tables = shown_tables(driver)
    assert "presentation-adaptation-current" in tables
    assert "presentation-adaptation" not in tables, "the guide's table is folded in the newest edition"
    notices = [n.text for n in visible(driver, ".edition-other > .edition-notice")]
    assert any("iOS 8–12" in n and values[-1].replace("ios", "iOS ") in n for n in notices), notices


def test_choosing_the_guide_shows_its_tables_and_is_remembered(driver):
    open_page(driver, PAGE.format("en"))
    choose_edition(driver, "guide")
    tables = shown_tables(driver)
    assert "presentation-adaptation" in tables
    assert "presentation-adaptation-current" not in tables
    driver.refresh()
    wait(driver).until(lambda d: d.find_element(By.ID, "edition-select").is_displayed())
    assert Select(driver.find_element(By.ID, "edition-select")).first_selected_option.get_attribute("value") == "guide"
    assert "presentation-adaptation" in shown_tables(driver)


def test_show_it_unfolds_one_table_and_says_so(driver):
    open_page(driver, PAGE.format("en"))
    block = visible(driver, ".edition-other")[0]
    button = block.find_element(By.CSS_SELECTOR, ".edition-notice button")
    assert button.get_attribute("aria-expanded") == "false"
    button.click()
    wait(driver).until(lambda d: block.find_element(By.CSS_SELECTOR, "table").is_displayed())
    assert button.get_attribute("aria-expanded") == "true"
    button.click()
    wait(driver).until(lambda d: not block.find_element(By.CSS_SELECTOR, "table").is_displayed())


def test_the_notice_speaks_the_chinese_block_language(driver):
    open_page(driver, PAGE.format("zh"))
    notices = [n.text for n in visible(driver, ".edition-other > .edition-notice")]
    assert notices and all("此内容适用于" in n and "仍然显示" in n for n in notices), notices


def test_every_edition_leaves_each_table_either_shown_or_noticed(driver):
    open_page(driver, PAGE.format("en"))
    for edition in ["guide", "ios13", "ios18", "ios26", "ios27"]:
        choose_edition(driver, edition)
        for block in visible(driver, ".model-table[data-editions]") + [b for b in driver.find_elements(By.CSS_SELECTOR, ".model-table.edition-other") if b.find_elements(By.CSS_SELECTOR, ".edition-notice") and b.find_element(By.CSS_SELECTOR, ".edition-notice").is_displayed()]:
            holds = edition in block.get_attribute("data-editions").split()
            table_shown = block.find_element(By.CSS_SELECTOR, "table").is_displayed()
            assert table_shown == holds, (edition, block.get_attribute("data-editions"))


def test_the_playground_marks_the_chosen_editions_answer(driver):
    open_page(driver, "en/playground/index.html")
    wait(driver).until(lambda d: d.find_element(By.ID, "pg-result").get_attribute("data-ready") == "true")
    chosen = [e.get_attribute("data-edition") for e in visible(driver, "#pg-style-result li.pg-chosen")]
    assert chosen == ["ios18"], "the newest edition maps to the playground's iOS 18-and-later answer"
    choose_edition(driver, "guide")
    wait(driver).until(lambda d: [e.get_attribute("data-edition") for e in visible(d, "#pg-style-result li.pg-chosen")] == ["guide"])
    choose_edition(driver, "ios13")
    wait(driver).until(lambda d: [e.get_attribute("data-edition") for e in visible(d, "#pg-style-result li.pg-chosen")] == ["ios13"])


def test_a_figure_of_the_guide_folds_in_the_newest_edition_and_says_what_it_shows(driver):
    open_page(driver, "en/adaptive-model/index.html")
    figures = [f for f in driver.find_elements(By.CSS_SELECTOR, "figure.model-figure[data-editions]") if f.find_elements(By.CSS_SELECTOR, ".edition-notice") and f.find_element(By.CSS_SELECTOR, ".edition-notice").is_displayed()]
    assert figures, "the guide's rotation sequence is folded"
    assert not figures[0].find_element(By.CSS_SELECTOR, "svg").is_displayed()
    choose_edition(driver, "guide")
    assert figures[0].find_element(By.CSS_SELECTOR, "svg").is_displayed()
    assert "iOS 8–12" in figures[0].find_element(By.CSS_SELECTOR, ".model-edition").text

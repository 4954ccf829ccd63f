"""A code span in the prose links to its reference entry."""
from urllib.parse import urlparse

from selenium.webdriver.common.by import By

from conftest import follow, open_page, wait


def test_symbol_link_opens_its_reference_entry(driver):
    open_page(driver, "en/adaptive-model/index.html")
    link = driver.find_element(By.XPATH, "//div[@lang='en']//a[contains(@href, '/reference/')][code='traitCollectionDidChange(_:)']")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    href = follow(driver, link)
    assert "/duet/en/reference/" in href
    entry = driver.find_element(By.ID, urlparse(href).fragment)
    assert entry.tag_name == "h2"
    assert entry.find_element(By.TAG_NAME, "code").text == "traitCollectionDidChange(_:)"


def test_chinese_symbol_link_stays_in_chinese(driver):
    open_page(driver, "zh/presentations/index.html")
    link = driver.find_element(By.XPATH, "//div[@lang='zh-Hans']//a[contains(@href, '/reference/')][code='.popover']")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    href = follow(driver, link)
    assert "/duet/zh/reference/" in href
    assert driver.find_element(By.ID, urlparse(href).fragment).find_element(By.TAG_NAME, "code").text.endswith(".popover")


def test_a_link_in_the_english_block_of_the_chinese_page_stays_in_chinese(driver):
    # The reader of the Chinese page who switches to English keeps reading the Chinese
    # site: both blocks of a pair link relative to the page (../reference/…, ../glossary/…).
    open_page(driver, "zh/adaptive-model/index.html")
    driver.find_element(By.CSS_SELECTOR, "button[data-mode='en']").click()
    # The English blocks come from the English page.
    wait(driver).until(lambda d: d.execute_script("return document.documentElement.getAttribute('data-mode')") == "en")
    link = driver.find_element(By.XPATH, "//div[@lang='en']//a[contains(@href, '/reference/')][code='traitCollectionDidChange(_:)']")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    href = follow(driver, link)
    assert "/duet/zh/reference/" in href
    assert driver.find_element(By.ID, urlparse(href).fragment).tag_name == "h2"

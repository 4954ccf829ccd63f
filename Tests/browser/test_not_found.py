"""The 404 page renders styled wherever it is served (the site's host, a preview under
another path, file://): it names no other file, has one H1, and offers search and the
chapter list, whose links lead to real pages."""
import pytest
from selenium.webdriver.common.by import By

from conftest import SITE_DIR, SITE_URL, open_page, wait


def check_page(driver):
    assert len(driver.find_elements(By.TAG_NAME, "h1")) == 1
    assert driver.execute_script("return getComputedStyle(document.querySelector('main')).maxWidth") != "none", "styled"
    assert driver.execute_script("return document.querySelectorAll('link[rel=stylesheet], script[src]').length") == 0
    links = driver.find_elements(By.CSS_SELECTOR, "section[lang='en'] ol a")
    assert len(links) >= 5, "the chapter list"
    assert len(driver.find_elements(By.CSS_SELECTOR, "form[role=search] input[name=q]")) == 2


def test_the_404_page_on_the_site(driver):
    open_page(driver, "404.html")
    check_page(driver)
    link = driver.find_elements(By.CSS_SELECTOR, "section[lang='en'] ol a")[1]
    href = link.get_attribute("href")
    assert href.startswith(SITE_URL + "en/")
    link.click()
    wait(driver).until(lambda d: d.current_url == href)
    assert driver.find_element(By.TAG_NAME, "h1").is_displayed()


def test_the_404_search_opens_the_results_on_the_home(driver):
    open_page(driver, "404.html")
    box = driver.find_element(By.CSS_SELECTOR, "section[lang='en'] input[name=q]")
    box.send_keys("popover")
    box.submit()
    wait(driver).until(lambda d: "q=popover" in d.current_url)
    wait(driver).until(lambda d: [a for a in d.find_elements(By.CSS_SELECTOR, "#search-results a") if a.is_displayed()])


def test_the_404_page_from_a_file(driver):
    driver.get((SITE_DIR / "404.html").as_uri())
    wait(driver).until(lambda d: d.execute_script("return document.readyState") == "complete")
    check_page(driver)
    href = driver.find_elements(By.CSS_SELECTOR, "section[lang='zh-Hans'] ol a")[0].get_attribute("href")
    assert href.startswith((SITE_DIR / "zh").as_uri())

"""Shared set-up for the real-browser tests: one headless Chromium per session, the
served site's URL, and where screenshots go. Run through scripts/browser-test.sh, which
builds and serves the site and sets the DUET_* variables."""
import json
import os
import pathlib
import urllib.request

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

# Every wait in these tests ends after this many seconds; nothing sleeps.
TIMEOUT = 15

SITE_URL = os.environ.get("DUET_SITE_URL", "http://127.0.0.1:8765/duet/")
SITE_DIR = pathlib.Path(os.environ.get("DUET_SITE_DIR", ".build/browser-site/duet")).resolve()
ARTIFACTS = pathlib.Path(os.environ.get("DUET_ARTIFACTS", ".build/browser-artifacts")).resolve()


def make_driver(javascript=True):
    os.environ.setdefault("SE_AVOID_STATS", "true")
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    if not javascript:
        # The page's scripts do not run (the driver's own still do).
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1280,900", "--lang=en-US", "--no-first-run", "--no-default-browser-check",
                     "--disable-background-networking", "--disable-component-update", "--disable-sync",
                     "--allow-file-access-from-files", "--force-device-scale-factor=1"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_page_load_timeout(TIMEOUT * 2)
    driver.set_script_timeout(TIMEOUT)
    return driver


@pytest.fixture(scope="session")
def browser():
    driver = make_driver()
    yield driver
    driver.quit()


@pytest.fixture
def driver(browser):
    """The session's browser with a clean slate: desktop size, no stored choices."""
    browser.set_window_size(1280, 900)
    browser.set_script_timeout(TIMEOUT)
    browser.get(SITE_URL + "en/index.html")
    browser.execute_script("try { localStorage.clear(); } catch (e) {}")
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
    return browser


@pytest.fixture(scope="session")
def artifacts():
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


def wait(driver, timeout=TIMEOUT):
    return WebDriverWait(driver, timeout)


def open_page(driver, path):
    driver.get(SITE_URL + path)
    wait(driver).until(lambda d: d.execute_script("return document.readyState") == "complete")


def fetch_json(path):
    with urllib.request.urlopen(SITE_URL + path, timeout=TIMEOUT) as response:
        return json.load(response)


def playground_data():
    """The playground's data, as the site's one copy of it sets it (assets/playground-data.js)."""
    with urllib.request.urlopen(SITE_URL + "assets/playground-data.js", timeout=TIMEOUT) as response:
        text = response.read().decode("utf-8")
    prefix = "window.DUET_PLAYGROUND = "
    assert text.startswith(prefix) and text.endswith(";\n")
    return json.loads(text[len(prefix):-2])


def search(driver, query):
    """Types a query into the header's search box and returns the result links."""
    box = wait(driver).until(EC.element_to_be_clickable((By.ID, "search-input")))
    box.clear()
    box.send_keys(query)
    # The results of the whole query, not of a prefix typed on the way.
    wait(driver).until(lambda d: d.find_element(By.ID, "search-results").get_attribute("data-query") == query)
    wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "#search-results a")))
    return driver.find_elements(By.CSS_SELECTOR, "#search-results a")


def follow(driver, link):
    """Clicks a link that opens a section and waits until the section is the target."""
    href = link.get_attribute("href")
    link.click()
    wait(driver).until(lambda d: d.current_url == href)
    wait(driver).until(lambda d: d.execute_script("return document.readyState") == "complete")
    return href

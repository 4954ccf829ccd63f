"""axe-core on every page of the built site, with every rule axe-core runs by default, in
both themes: no serious or critical violation. axe-core 4.x comes as the axe.min.js inside
axe-playwright-python (PyPI); Selenium injects it once per page load and runs it once per
theme and reading mode, switched in place.

Every page holds both languages; its reading modes only show or hide them, so an English
page and its Chinese twin side by side show the same blocks. Each pair is checked side by
side once in each theme: the English page in the light theme, the Chinese page in the
dark theme. One page of each kind (home, chapter, reference page, playground) is checked
in every reading mode in both themes in English, for what a mode changes in the page's
frame (the contents list, the columns), and its Chinese twin in Chinese (light) and side
by side (dark), so the Chinese frame is seen in both themes too. That is under a third
of the runs all six combinations on every page took, which was most of the browser run.

axe does not measure non-text contrast (WCAG 1.4.11), so the same pass checks that every
visible control's border stands out from what is behind it by at least 3:1."""
import importlib.util
import pathlib

import pytest
from selenium.webdriver.common.by import By

from conftest import SITE_DIR, TIMEOUT, open_page, wait

PAGES = sorted(str(path.relative_to(SITE_DIR)) for language in ("en", "zh")
               for path in (SITE_DIR / language).rglob("index.html")) + ["404.html"]

# One page of each kind: every reading mode in both themes in English. The chapter has
# tables and figures; the glossary is read in the chapters' frame.
KINDS = ("index.html", "custom-presentations/index.html", "reference/transition-styles/index.html",
         "playground/index.html")
EVERY_MODE = [f"en/{page}" for page in KINDS]
# Their Chinese twins: the Chinese frame in both themes.
BOTH_THEMES = [f"zh/{page}" for page in KINDS]

# The package's own modules import Playwright; only its data file is read, found without
# importing them.
AXE_SOURCE = (pathlib.Path(importlib.util.find_spec("axe_playwright_python").submodule_search_locations[0])
              / "axe.min.js").read_text(encoding="utf-8")

RUN_AXE = """
const done = arguments[arguments.length - 1];
axe.run(document, {resultTypes: ["violations"]}).then(
  (result) => done(result.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => v.id + ": " + v.help + " — " + v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | "))),
  (error) => done(["axe failed: " + error]));
"""

# Every visible control whose border is drawn: its border against the colour behind it.
CONTROL_CONTRAST = """
function rgb(text) { const m = text.match(/[\\d.]+/g); return m ? m.map(Number) : null; }
function luminance(c) {
  const [r, g, b] = c.slice(0, 3).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function ratio(a, b) { const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); }
function behind(element) {
  for (let e = element.parentElement; e; e = e.parentElement) {
    const c = rgb(getComputedStyle(e).backgroundColor);
    if (c && (c.length < 4 || c[3] > 0.5)) return c;
  }
  return rgb(getComputedStyle(document.body).backgroundColor);
}
const failures = [];
for (const control of document.querySelectorAll("button, input, select, textarea, summary, .modes, .language-switch")) {
  if (!control.getClientRects().length || getComputedStyle(control).visibility === "hidden") continue;
  const style = getComputedStyle(control);
  if (parseFloat(style.borderTopWidth) < 0.5 || style.borderTopStyle === "none") continue;
  const border = rgb(style.borderTopColor);
  if (!border || (border.length > 3 && border[3] < 0.5)) continue;
  const outside = behind(control);
  const own = rgb(style.backgroundColor);
  // A filled control shows its edge by its fill: the fill must stand out instead.
  const edge = own && (own.length < 4 || own[3] > 0.5) && ratio(own, outside) >= 3 ? 3 : ratio(border, outside);
  if (edge < 3) failures.push((control.id || control.className || control.tagName) + " border " + edge.toFixed(2) + ":1");
}
return failures;
"""


def set_theme(driver, theme):
    driver.execute_script("document.documentElement.setAttribute('data-theme', arguments[0]);"
                          "document.documentElement.style.colorScheme = arguments[0];", theme)


def modes_of(driver):
    buttons = driver.find_elements(By.CSS_SELECTOR, ".modes button[data-mode]")
    return [b.get_attribute("data-mode") for b in buttons] or [None]


def test_axe_is_a_current_release(driver):
    open_page(driver, "en/index.html")
    driver.execute_script(AXE_SOURCE)
    version = driver.execute_script("return axe.version")
    assert int(version.split(".")[0]) >= 4, f"axe-core {version} is the engine in use"


def combinations(driver, page):
    """The (mode, theme) pairs a page is checked in: see the module's comment."""
    modes = modes_of(driver)
    if page in EVERY_MODE or modes == [None]:
        return [(mode, theme) for mode in modes for theme in ("light", "dark")]
    own = "zh" if page.startswith("zh/") else "en"
    assert own in modes and "parallel" in modes, f"{page} offers the reading modes {modes}"
    if page in BOTH_THEMES:
        return [(own, "light"), ("parallel", "dark")]
    return [("parallel", "light" if own == "en" else "dark")]


@pytest.mark.parametrize("page", PAGES)
def test_no_serious_violations(driver, page):
    assert len(PAGES) >= 30, "every page of the site is checked"
    assert set(EVERY_MODE + BOTH_THEMES) <= set(PAGES), "the pages checked more than once are pages of the site"
    twin = ("zh/" + page[3:]) if page.startswith("en/") else ("en/" + page[3:])
    assert page == "404.html" or twin in PAGES, f"{page} has a twin in the other language"
    open_page(driver, page)
    driver.execute_script(AXE_SOURCE)
    # axe-core 4 checks the longest pages (the glossary side by side) in more than the
    # usual script timeout on two shared cores.
    driver.set_script_timeout(TIMEOUT * 8)
    found = []
    for mode, theme in combinations(driver, page):
        if mode and driver.find_element(By.TAG_NAME, "html").get_attribute("data-mode") != mode:
            driver.find_element(By.CSS_SELECTOR, f".modes button[data-mode='{mode}']").click()
            wait(driver).until(lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("data-mode") == mode)
        set_theme(driver, theme)
        for problem in driver.execute_async_script(RUN_AXE):
            found.append(f"{mode or 'page'}/{theme}: {problem}")
        for problem in driver.execute_script(CONTROL_CONTRAST):
            found.append(f"{mode or 'page'}/{theme}: non-text contrast below 3:1: {problem}")
    driver.set_script_timeout(TIMEOUT)
    assert found == []


# Landmarks a screen reader lists: a note on a table is no landmark, and a landmark inside
# the text is named.
LANDMARK_RULES = """
const done = arguments[arguments.length - 1];
axe.run(document, {runOnly: {type: "rule", values: ["landmark-complementary-is-top-level", "landmark-unique",
                                                     "scrollable-region-focusable"]}, resultTypes: ["violations"]}).then(
  (result) => done(result.violations.map((v) => v.id + " (" + v.impact + "): " + v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | "))),
  (error) => done(["axe failed: " + error]));
"""


@pytest.mark.parametrize("page", ["en/adaptive-model/index.html", "zh/reference/traits/index.html",
                                  "en/reference/presentations/index.html"])
@pytest.mark.parametrize("width", [390, 1440])
def test_landmarks_are_named_and_scrolling_boxes_take_focus(driver, page, width):
    driver.set_window_size(width, 900)
    open_page(driver, page)
    unnamed = driver.execute_script(
        "return Array.from(document.querySelectorAll('main aside, main [role=complementary]'))"
        ".filter((e) => !e.getAttribute('aria-label') && !e.getAttribute('aria-labelledby')).length")
    assert unnamed == 0, "every landmark inside the text has a name"
    driver.execute_script(AXE_SOURCE)
    found = []
    for mode in modes_of(driver):
        if mode:
            driver.find_element(By.CSS_SELECTOR, f".modes button[data-mode='{mode}']").click()
            wait(driver).until(lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("data-mode") == mode)
        found += [f"{mode}: {problem}" for problem in driver.execute_async_script(LANDMARK_RULES)]
    assert found == []


DIALOG_RULES = """
const done = arguments[arguments.length - 1];
axe.run(document, {runOnly: {type: "rule", values: ["aria-allowed-role", "aria-dialog-name", "aria-prohibited-attr",
                                                     "aria-allowed-attr"]}, resultTypes: ["violations"]}).then(
  (result) => done(result.violations.map((v) => v.id + " (" + v.impact + "): " + v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | "))),
  (error) => done(["axe failed: " + error]));
"""


@pytest.mark.parametrize("width", [390, 768])
def test_the_open_phone_menu_is_a_named_dialog_with_a_role_its_element_may_take(driver, width):
    driver.set_window_size(width, 800)
    open_page(driver, "en/adaptive-model/index.html")
    driver.find_element(By.CSS_SELECTOR, ".menu-toggle").click()
    drawer = driver.find_element(By.ID, "sidebar")
    wait(driver).until(lambda d: drawer.get_attribute("role") == "dialog")
    assert drawer.tag_name == "div", "a nav may not be a dialog; the dialog holds the nav"
    assert drawer.get_attribute("aria-label") == driver.find_element(By.CSS_SELECTOR, "#sidebar > nav").get_attribute("aria-label")
    driver.execute_script(AXE_SOURCE)
    # Every impact, minor included.
    assert driver.execute_async_script(DIALOG_RULES) == []

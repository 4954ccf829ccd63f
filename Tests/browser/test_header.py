"""The top bar on a phone and a tablet in portrait (390 and 768 px), in both themes, on the
chapters in both languages and on the home page (where the release menu is hidden): one
row at most 56 px high whose controls share that row; Tab goes through them left to right
with a visible focus; search opens from its icon over the bar, finds, and closes with
Escape; and the release menu is drawn by the site (no platform look) and works, in the bar
or, where the bar has no room for it, at the top of the contents drawer."""
import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from conftest import open_page, wait

PAGES = ["en/presentations/index.html", "zh/presentations/index.html", "en/index.html"]
WIDTHS = [390, 768]
THEMES = ["light", "dark"]

# The bar's controls a reader can see: their boxes, and the bar's.
BAR = """
const bar = document.querySelector('.topbar');
const seen = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
const box = (e) => { const r = e.getBoundingClientRect(); return {left: r.left, right: r.right, top: r.top, bottom: r.bottom}; };
const controls = Array.from(bar.querySelectorAll('a[href], button, input, select'))
  .filter((e) => seen(e) && !e.closest('#search-results'))
  .map((e) => Object.assign(box(e), {name: e.id || e.className || e.tagName}));
return {bar: box(bar), controls: controls, width: document.documentElement.clientWidth};
"""


def load(driver, page, width, theme):
    """The page at a width, in a theme the reader chose earlier (so it is there at the first paint)."""
    driver.set_window_size(width, 844)
    driver.execute_script("localStorage.setItem('duet.theme', arguments[0])", theme)
    open_page(driver, page)
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("data-theme") == theme


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("page", PAGES)
def test_the_bar_is_one_row(driver, page, width, theme):
    load(driver, page, width, theme)
    shape = driver.execute_script(BAR)
    bar, controls = shape["bar"], shape["controls"]
    assert bar["bottom"] - bar["top"] <= 56, f"the bar is {bar['bottom'] - bar['top']:.0f} px high"
    names = [c["name"] for c in controls]
    assert "menu-toggle" in names and "topbar-title" in names and "search-input" in names, names
    # One row: every control spans the same band, and they stand side by side.
    assert max(c["top"] for c in controls) < min(c["bottom"] for c in controls), controls
    ordered = sorted(controls, key=lambda c: c["left"])
    for before, after in zip(ordered, ordered[1:]):
        assert after["left"] >= before["right"] - 1, f"{before['name']} and {after['name']} overlap"
    assert ordered[-1]["right"] <= shape["width"] + 1, "the bar fits the window"
    # Touch targets: the bar's buttons and fields are 44 px high.
    for control in controls:
        if control["name"] != "topbar-title":
            assert control["bottom"] - control["top"] >= 40, control


FOCUSED = """
const e = document.activeElement, r = e.getBoundingClientRect(), s = getComputedStyle(e);
return {inBar: !!e.closest('.topbar'), left: r.left, width: r.width, name: e.id || e.className || e.tagName,
        outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2};
"""


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("page", PAGES)
def test_tab_goes_through_the_bar_left_to_right(driver, page, width, theme):
    load(driver, page, width, theme)
    expected = len(driver.execute_script(BAR)["controls"])
    visited = []
    for _ in range(expected + 4):
        ActionChains(driver).send_keys(Keys.TAB).perform()
        focused = driver.execute_script(FOCUSED)
        if focused["inBar"]:
            visited.append(focused)
        elif visited:
            break
    names = [f["name"] for f in visited]
    assert len(visited) == expected, f"every control of the bar takes focus once: {names}"
    for before, after in zip(visited, visited[1:]):
        assert after["left"] > before["left"], f"focus goes back from {before['name']} to {after['name']}: {names}"
    assert all(f["outline"] for f in visited), f"each shows its focus: {visited}"
    # Reached by Tab, the search box stays an icon in its place.
    search = [f for f in visited if f["name"] == "search-input"][0]
    assert search["width"] < 50


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("page", ["en/presentations/index.html", "zh/presentations/index.html"])
def test_search_opens_from_the_bar_finds_and_closes_with_escape(driver, page, width):
    load(driver, page, width, "light")
    box = driver.find_element(By.ID, "search-input")
    closed = box.rect
    assert closed["width"] < 50, "closed, search is an icon"
    box.click()
    wait(driver).until(lambda d: box.rect["width"] > width * 0.8)
    assert box.rect["height"] >= 40 and box.rect["y"] + box.rect["height"] <= 56, "it opens over the bar"
    assert driver.switch_to.active_element == box
    box.send_keys("popover")
    wait(driver).until(lambda d: d.find_element(By.ID, "search-results").get_attribute("data-query") == "popover")
    links = wait(driver).until(lambda d: [a for a in d.find_elements(By.CSS_SELECTOR, "#search-results a") if a.is_displayed()])
    results = driver.find_element(By.ID, "search-results").rect
    assert results["x"] >= 0 and results["x"] + results["width"] <= width, "the results fit the window"
    # The first result lies on top: nothing of the page covers it.
    assert driver.execute_script(
        "const r = arguments[0].getBoundingClientRect();"
        "return arguments[0].contains(document.elementFromPoint(r.left + 10, r.top + r.height / 2))", links[0])
    box.send_keys(Keys.ESCAPE)
    wait(driver).until(lambda d: not d.find_element(By.ID, "search-results").is_displayed())
    wait(driver).until(lambda d: box.rect["width"] < 50)
    assert driver.switch_to.active_element == box, "focus stays on the search icon"
    # "/" opens it again, empty.
    driver.execute_script("document.activeElement.blur()")
    driver.find_element(By.TAG_NAME, "body").send_keys("/")
    wait(driver).until(lambda d: d.switch_to.active_element == box and box.rect["width"] > width * 0.8)
    assert box.get_attribute("value") == ""
    # Tapping the page closes it.
    ActionChains(driver).move_to_element_with_offset(driver.find_element(By.TAG_NAME, "h1"), 0, 0).click().perform()
    wait(driver).until(lambda d: box.rect["width"] < 50)


@pytest.mark.parametrize("width", [390, 768, 1440])
def test_the_release_menu_is_drawn_by_the_site_and_works(driver, width):
    load(driver, "en/presentations/index.html", width, "light")
    select = driver.find_element(By.ID, "edition-select")
    if not select.is_displayed():
        # No room in the bar: it is at the top of the contents drawer.
        assert width <= 640
        driver.find_element(By.CSS_SELECTOR, ".menu-toggle").click()
        wait(driver).until(lambda d: select.is_displayed())
        assert driver.execute_script("return !!arguments[0].closest('#sidebar')", select)
    style = driver.execute_script(
        "const s = getComputedStyle(arguments[0]); return {appearance: s.appearance, radius: parseFloat(s.borderTopLeftRadius),"
        " border: parseFloat(s.borderTopWidth), image: s.backgroundImage, height: arguments[0].getBoundingClientRect().height}", select)
    assert style["appearance"] == "none", style
    assert style["radius"] > 0 and style["border"] >= 1, style
    assert "svg" in style["image"], "a chevron of the site's own"
    assert style["height"] >= (44 if width <= 768 else 24), style
    Select(select).select_by_value("ios27")
    wait(driver).until(lambda d: d.execute_script("return document.documentElement.getAttribute('data-edition')") == "ios27")


@pytest.mark.parametrize("theme", THEMES)
def test_the_chevron_follows_the_theme(driver, theme):
    load(driver, "en/playground/index.html", 390, theme)
    images = driver.execute_script(
        "return Array.from(document.querySelectorAll('.pg-field select')).filter((s) => s.getClientRects().length)"
        ".map((s) => [getComputedStyle(s).appearance, getComputedStyle(s).backgroundImage, s.getBoundingClientRect().height])")
    assert images, "the playground's selects are shown"
    ink = "%231d1d1f" if theme == "light" else "%23e8e8ed"
    for appearance, image, height in images:
        assert appearance == "none" and ink in image and height >= 44, (appearance, image[:80], height)


@pytest.mark.parametrize("page", ["en/presentations/index.html", "en/index.html"])
def test_on_a_phone_the_theme_button_is_in_the_drawer(driver, page):
    load(driver, page, 390, "light")
    toggle = driver.find_element(By.ID, "theme-toggle")
    assert not toggle.is_displayed()
    driver.find_element(By.CSS_SELECTOR, ".menu-toggle").click()
    wait(driver).until(lambda d: toggle.is_displayed())
    # The drawer slides in: click once it has stopped moving, not where it passes by.
    wait(driver).until(lambda d: d.execute_script("return getComputedStyle(document.getElementById('sidebar')).transform") == "none")
    # The release menu is there only where it changes something.
    assert driver.find_element(By.ID, "edition-select").is_displayed() == (page != "en/index.html")
    toggle.click()
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("data-theme") == "dark"
    # Wider, both are back in the bar.
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()
    driver.set_window_size(1024, 844)
    wait(driver).until(lambda d: d.execute_script("return !!arguments[0].closest('.topbar')", toggle))
    assert toggle.is_displayed()

"""Figures drawn from the model, as a reader sees them: at a phone's, a tablet's and a
desktop's width, in both themes, every figure is visible, no page scrolls sideways
because of one, and its labels stay legible (a figure too wide scrolls in its own box).
A reference to a figure reads as its number and leads to it, and the playground shows
the drawing of what the reader picked."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import open_page, playground_data, wait

PAGES = {
    "en/adaptive-model/index.html": ["rotation-sequence", "device-size-classes"],
    "zh/building-adaptive-interfaces/index.html": ["trait-propagation", "ipad-window-widths"],
    "en/presentations/index.html": ["presentation-styles", "presentation-context"],
    "zh/segues/index.html": ["segue-life-cycle", "unwind-search"],
    "en/custom-transitions/index.html": ["transition-animation-sequence", "transition-objects"],
    "zh/custom-presentations/index.html": ["custom-presentation-sequence"],
    "en/container-view-controllers/index.html": ["container-child-sequence"],
    "zh/reference/segue-kinds/index.html": ["segue-life-cycle", "unwind-search"],
    "en/reference/callback-sequences/index.html": ["rotation-sequence", "container-child-sequence"],
}

# The figure the anchor `figure-<id>` stands for: the figure itself in a chapter (the
# reader script gives the id to the shown language's copy), the figure after the
# heading on a reference page.
SHOWN_FIGURE = """
const anchor = document.getElementById('figure-' + arguments[0]);
if (!anchor) return null;
return anchor.tagName === 'FIGURE' ? anchor : anchor.nextElementSibling;
"""


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("width", [390, 768, 1440])
@pytest.mark.parametrize("page", sorted(PAGES))
def test_figures_are_visible_and_never_widen_the_page(driver, artifacts, page, width, theme):
    driver.set_window_size(width, 900)
    open_page(driver, page)
    driver.execute_script("document.documentElement.setAttribute('data-theme', arguments[0])", theme)
    language = page.split("/")[0]
    for figure_id in PAGES[page]:
        figure = driver.execute_script(SHOWN_FIGURE, figure_id)
        assert figure is not None and figure.get_attribute("data-figure") == figure_id, f"{figure_id} on {page}"
        # A figure of one edition only (the guide's rotation) is folded in the newest
        # edition (test_edition_switch.py covers that); here it is unfolded to be measured.
        if figure.get_attribute("data-editions") and "edition-other" in (figure.get_attribute("class") or ""):
            figure.find_element(By.CSS_SELECTOR, ".edition-notice button").click()
        driver.execute_script("arguments[0].scrollIntoView()", figure)
        svg = figure.find_element(By.CSS_SELECTOR, "svg.duet-figure")
        assert svg.get_attribute("role") == "img"
        assert svg.get_attribute("lang") == ("zh-Hans" if language == "zh" else "en"), "the figure is in the page's language"
        box = driver.execute_script("return arguments[0].getBoundingClientRect().toJSON()", svg)
        assert box["width"] > 200 and box["height"] > 100, f"{figure_id} is drawn at a visible size"
        # The smallest label, in CSS pixels, at the size the figure is shown.
        smallest = driver.execute_script(
            "const svg = arguments[0]; const k = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;"
            "return Math.min(...[...svg.querySelectorAll('text')].map(t => parseFloat(getComputedStyle(t).fontSize) * k));", svg)
        assert smallest >= 11, f"{figure_id} labels are {smallest:.1f}px at {width}px"
        # Shapes and lines are painted in a colour that differs from the page, and text
        # in one that differs from the page too (nothing vanishes in a theme).
        paints = driver.execute_script(
            "return [...arguments[0].querySelectorAll('rect, line')].slice(0, 12).map(e =>"
            " e.tagName === 'line' ? getComputedStyle(e).stroke : getComputedStyle(e).fill);", svg)
        background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
        assert any(paint not in ("none", background) for paint in paints)
        text_fill = driver.execute_script("return getComputedStyle(arguments[0].querySelector('text')).fill", svg)
        assert text_fill not in ("none", background)
        figure.screenshot(str(artifacts / f"figure-{figure_id}-{language}-{width}-{theme}.png"))
    overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 1, f"{page} scrolls sideways by {overflow}px at {width}px"


@pytest.mark.parametrize("language,label", [("en", "Figure 4-2"), ("zh", "图 4-2")])
def test_a_reference_reads_as_the_number_and_leads_to_the_figure(driver, language, label):
    driver.set_window_size(1440, 900)
    open_page(driver, f"{language}/segues/index.html")
    link = driver.execute_script(
        "return [...document.querySelectorAll('a[href=\"#figure-unwind-search\"]')].find(a => a.getClientRects().length > 0)")
    assert link.text == label
    figure = driver.execute_script(SHOWN_FIGURE, "unwind-search")
    assert figure.find_element(By.CSS_SELECTOR, ".figure-number").text == label
    driver.execute_script("arguments[0].click()", link)
    wait(driver).until(lambda d: d.execute_script("return location.hash") == "#figure-unwind-search")
    top = driver.execute_script("return arguments[0].getBoundingClientRect().top", figure)
    assert 0 <= top < 900, "the figure is scrolled into view"


@pytest.mark.parametrize("language", ["en", "zh"])
def test_the_playground_draws_the_chosen_window_and_what_the_presentation_covers(driver, language):
    data = playground_data()
    open_page(driver, f"{language}/playground/index.html")
    for control, value in dict(device="ipad-pro-12-9", orientation="landscape", multitasking="half", style="formSheet",
                               answer="no-delegate").items():
        Select(driver.find_element(By.ID, "pg-" + control)).select_by_value(value)
    wait(driver).until(lambda d: d.find_element(By.ID, "pg-result").get_attribute("data-ready") == "true")
    pro = next(device for device in data["devices"] if device["id"] == "ipad-pro-12-9")
    key, width, height = pro["landscape"]["half"]
    window = driver.find_element(By.CSS_SELECTOR, "#pg-window svg [data-size-class]")
    assert window.get_attribute("data-size-class") == key
    assert window.get_attribute("data-points") == f"{width} {height}"
    sketches = driver.find_elements(By.CSS_SELECTOR, "#pg-style-result .pg-sketch svg [data-appearance]")
    expected = [data["adaptation"][f"{key}|formSheet|no-delegate|{edition['id']}"].get("sketch") for edition in data["editions"]]
    assert [s.get_attribute("data-appearance") for s in sketches] == [e for e in expected if e]
    assert all(s.is_displayed() for s in sketches)

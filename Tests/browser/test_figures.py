"""Figures drawn from the model, as a reader sees them: at a phone's, a tablet's and a
desktop's width, in both themes, every figure is visible, no page scrolls sideways
because of one, and its labels stay legible (a figure too wide scrolls in its own box)."""
import pytest
from selenium.webdriver.common.by import By

from conftest import open_page, wait

PAGES = {
    "en/adaptive-model/index.html": ["rotation-sequence", "device-size-classes"],
    "zh/building-adaptive-interfaces/index.html": ["trait-propagation", "ipad-window-widths"],
    "en/presentations/index.html": ["presentation-styles", "presentation-context"],
    "zh/custom-transitions/index.html": ["transition-animation-sequence"],
    "en/custom-presentations/index.html": ["custom-presentation-sequence"],
}


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("width", [390, 768, 1440])
@pytest.mark.parametrize("page", sorted(PAGES))
def test_figures_are_visible_and_never_widen_the_page(driver, artifacts, page, width, theme):
    driver.set_window_size(width, 900)
    open_page(driver, page)
    driver.execute_script("document.documentElement.setAttribute('data-theme', arguments[0])", theme)
    language = page.split("/")[0]
    for figure_id in PAGES[page]:
        figure = driver.find_element(By.ID, f"figure-{figure_id}-{language}")
        driver.execute_script("arguments[0].scrollIntoView()", figure)
        svg = figure.find_element(By.CSS_SELECTOR, "svg.duet-figure")
        assert svg.get_attribute("role") == "img"
        box = driver.execute_script("return arguments[0].getBoundingClientRect().toJSON()", svg)
        assert box["width"] > 200 and box["height"] > 100, f"{figure_id} is drawn at a visible size"
        # The smallest label, in CSS pixels, at the size the figure is shown.
        smallest = driver.execute_script(
            "const svg = arguments[0]; const k = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;"
            "return Math.min(...[...svg.querySelectorAll('text')].map(t => parseFloat(getComputedStyle(t).fontSize) * k));", svg)
        assert smallest >= 11, f"{figure_id} labels are {smallest:.1f}px at {width}px"
        # Shapes and lines are painted in a colour that differs from the page (nothing
        # vanishes in a theme).
        paints = driver.execute_script(
            "return [...arguments[0].querySelectorAll('rect, line')].slice(0, 12).map(e =>"
            " e.tagName === 'line' ? getComputedStyle(e).stroke : getComputedStyle(e).fill);", svg)
        background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
        assert any(paint not in ("none", background) for paint in paints)
        figure.screenshot(str(artifacts / f"figure-{figure_id}-{language}-{width}-{theme}.png"))
    overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 1, f"{page} scrolls sideways by {overflow}px at {width}px"

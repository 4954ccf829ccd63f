"""Figures drawn from the model, as a reader sees them: at a phone's, a tablet's and a
desktop's width, in the page's language and side by side, each figure shows the drawing
laid out for its space, at one type scale, with no label over another or over a line and
nothing scrolling sideways; in both themes every figure is visible.
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
    "en/split-views-and-sidebars/index.html": ["split-view-placement"],
    "zh/sheets-and-modern-transitions/index.html": ["sheet-swipe-dismissal"],
    "en/orientation-and-layout-guides/index.html": ["layout-guide-regions"],
    "zh/observation-hosting-and-testing/index.html": ["property-update-sequence"],
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


# Everything the layout spec measures in one visible figure, in the SVG's own units (the
# drawing is shown at its natural size, so these are CSS pixels up to the factor k):
# the drawings shown, each text's rendered size and class, the text boxes (getBBox, taken
# to the root by getCTM, trimmed of the font's empty ascent and descent) and every line
# and path as segments.
MEASURE = """
const figure = arguments[0];
const shown = [...figure.querySelectorAll('svg.duet-figure')].filter(s => s.getClientRects().length > 0);
const box = figure.querySelector('.figure-scroll');
const result = {shown: shown.length, scrolls: box.scrollWidth - box.clientWidth,
                cue: getComputedStyle(box).backgroundImage.includes('gradient')};
if (shown.length !== 1) return result;
const svg = shown[0];
const k = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
result.k = k;
result.width = svg.viewBox.baseVal.width;
const point = (m, x, y) => [m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f];
result.texts = [...svg.querySelectorAll('text')].map(t => {
  const b = t.getBBox(), m = t.getCTM(), [x1, y1] = point(m, b.x, b.y), [x2, y2] = point(m, b.x + b.width, b.y + b.height);
  const trim = (y2 - y1) * 0.2;
  return {text: t.textContent, cls: t.getAttribute('class'), px: parseFloat(getComputedStyle(t).fontSize) * k,
          l: x1 + 1, r: x2 - 1, t: y1 + trim, b: y2 - trim};
});
const segments = [];
for (const e of svg.querySelectorAll('line, path')) {
  const m = e.getCTM();
  if (e.tagName === 'line') {
    segments.push([point(m, e.x1.baseVal.value, e.y1.baseVal.value), point(m, e.x2.baseVal.value, e.y2.baseVal.value)]);
    continue;
  }
  // Figures draw paths with M, L, H, V, h, v and Z only.
  let x = 0, y = 0, start = null;
  for (const [, c, n] of e.getAttribute('d').matchAll(/([MLHVZmlhvz])([^MLHVZmlhvz]*)/g)) {
    const v = n.trim().split(/[ ,]+/).filter(Boolean).map(Number);
    let nx = x, ny = y;
    if (c === 'M') { x = v[0]; y = v[1]; start = [x, y]; continue; }
    if (c === 'L') { nx = v[0]; ny = v[1]; } else if (c === 'H') nx = v[0]; else if (c === 'V') ny = v[0];
    else if (c === 'h') nx = x + v[0]; else if (c === 'v') ny = y + v[0]; else if (c === 'l') { nx = x + v[0]; ny = y + v[1]; }
    else if (c === 'Z' || c === 'z') { nx = start[0]; ny = start[1]; }
    segments.push([point(m, x, y), point(m, nx, ny)]);
    x = nx; y = ny;
  }
}
result.segments = segments;
return result;
"""

# The figures of a page that the reader sees (in side by side, both languages').
VISIBLE_FIGURES = "return [...document.querySelectorAll('main figure.model-figure')].filter(f => f.getClientRects().length > 0)"


def overlaps(a, b):
    return a["l"] < b["r"] and b["l"] < a["r"] and a["t"] < b["b"] and b["t"] < a["b"]


def crosses(segment, box):
    """Whether a line segment passes through a text's box (sampled every half unit)."""
    (x1, y1), (x2, y2) = segment
    steps = max(int(max(abs(x2 - x1), abs(y2 - y1)) * 2), 1)
    for i in range(steps + 1):
        x, y = x1 + (x2 - x1) * i / steps, y1 + (y2 - y1) * i / steps
        if box["l"] < x < box["r"] and box["t"] < y < box["b"]:
            return True
    return False


def layout_problems(figure_id, measured):
    problems = []
    if measured["shown"] != 1:
        return [f"{figure_id}: {measured['shown']} drawings shown, not one"]
    if measured["scrolls"] > 1 and not (figure_id == "device-size-classes" and measured["cue"]):
        problems.append(f"{figure_id} scrolls sideways by {measured['scrolls']}px")
    texts = measured["texts"]
    for text in texts:
        heading = "fig-heading" in (text["cls"] or "")
        low, high = (14.5, 17) if heading else (12, 14)
        if not low - 0.05 <= text["px"] <= high + 0.05:
            problems.append(f"{figure_id}: {'title' if heading else 'label'} {text['text']!r} at {text['px']:.1f}px")
    for i, a in enumerate(texts):
        if a["l"] < -1 or a["r"] > measured["width"] + 1:
            problems.append(f"{figure_id}: {a['text']!r} runs past the drawing's edge")
        for b in texts[i + 1:]:
            if overlaps(a, b):
                problems.append(f"{figure_id}: {a['text']!r} over {b['text']!r}")
        for segment in measured["segments"]:
            if crosses(segment, a):
                problems.append(f"{figure_id}: a line crosses {a['text']!r}")
                break
    return problems


@pytest.mark.parametrize("mode", ["own", "parallel"])
@pytest.mark.parametrize("width", [390, 768, 1440])
@pytest.mark.parametrize("page", sorted(PAGES))
def test_figures_are_laid_out_for_the_space_they_are_read_in(driver, artifacts, page, width, mode):
    """One drawing per figure shown, at one type scale (labels 12-14 CSS px, titles one
    step up), no label over another or over a line, and nothing scrolls sideways (the
    device grid only with its cue), in the page's language and side by side."""
    language = page.split("/")[0]
    if mode == "parallel":
        driver.execute_script("localStorage.setItem('duet.mode', 'parallel')")
    driver.set_window_size(width, 900)
    open_page(driver, page)
    figures = driver.execute_script(VISIBLE_FIGURES)
    shown = {f.get_attribute("data-figure") for f in figures}
    assert set(PAGES[page]) <= shown, f"{page} shows {sorted(shown)}"
    problems = []
    for figure in figures:
        figure_id = figure.get_attribute("data-figure")
        problems += layout_problems(figure_id, driver.execute_script(MEASURE, figure))
    assert not problems, f"{page} at {width}px, {mode}: " + "; ".join(problems[:12])
    overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 1, f"{page} scrolls sideways by {overflow}px at {width}px"


@pytest.mark.parametrize("width", [390, 768, 1440])
@pytest.mark.parametrize("page", sorted(PAGES))
def test_figures_are_visible_in_both_themes(driver, artifacts, page, width):
    """Both themes on one load: the page's colours follow the reader's setting live, as
    they do when a reader switches it."""
    driver.set_window_size(width, 900)
    open_page(driver, page)
    language = page.split("/")[0]
    backgrounds = set()
    for theme in ("light", "dark"):
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": theme}]})
        backgrounds.add(driver.execute_script("return getComputedStyle(document.body).backgroundColor"))
        assert len(backgrounds) == (1 if theme == "light" else 2), f"the page turns {theme}"
        for figure_id in PAGES[page]:
            figure = driver.execute_script(SHOWN_FIGURE, figure_id)
            assert figure is not None and figure.get_attribute("data-figure") == figure_id, f"{figure_id} on {page}"
            assert "edition-other" not in (figure.get_attribute("class") or ""), "nothing is folded by default"
            driver.execute_script("arguments[0].scrollIntoView()", figure)
            svgs = [svg for svg in figure.find_elements(By.CSS_SELECTOR, "svg.duet-figure") if svg.is_displayed()]
            assert len(svgs) == 1, f"{figure_id} shows one drawing"
            svg = svgs[0]
            assert svg.get_attribute("role") == "img"
            assert svg.get_attribute("lang") == ("zh-Hans" if language == "zh" else "en"), "the figure is in the page's language"
            box = driver.execute_script("return arguments[0].getBoundingClientRect().toJSON()", svg)
            assert box["width"] > 200 and box["height"] > 100, f"{figure_id} is drawn at a visible size"
            # Shapes and lines are painted in a colour that differs from the page, and text
            # in one that differs from the page too (nothing vanishes in a theme).
            paints = driver.execute_script(
                "return [...arguments[0].querySelectorAll('rect, line')].slice(0, 12).map(e =>"
                " e.tagName === 'line' ? getComputedStyle(e).stroke : getComputedStyle(e).fill);", svg)
            background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
            assert any(paint not in ("none", background) for paint in paints), f"{figure_id} in the {theme} theme"
            text_fill = driver.execute_script("return getComputedStyle(arguments[0].querySelector('text')).fill", svg)
            assert text_fill not in ("none", background), f"{figure_id}'s text in the {theme} theme"
            figure.screenshot(str(artifacts / f"figure-{figure_id}-{language}-{width}-{theme}.png"))


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

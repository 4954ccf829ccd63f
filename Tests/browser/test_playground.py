"""The trait playground: choices in, the model's answer out, in the page's language.
Expected texts come from assets/playground-data.js, which the build generates from the model;
the facts the issue states (an iPhone 6 Plus in landscape is horizontally regular and
vertically compact) are checked against it first."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import open_page, playground_data, wait


def choose(driver, **values):
    # The playground's script arrives after the first paint; choose once it has answered.
    wait(driver).until(lambda d: d.find_element(By.ID, "pg-result").get_attribute("data-ready") == "true")
    for control, value in values.items():
        Select(driver.find_element(By.ID, "pg-" + control)).select_by_value(value)


def result(driver):
    wait(driver).until(lambda d: d.find_element(By.ID, "pg-result").get_attribute("data-ready") == "true")
    return {key: driver.find_element(By.ID, "pg-" + key).text for key in ("size-classes", "style-result", "presenter")}


@pytest.mark.parametrize("language", ["en", "zh"])
def test_iphone_6_plus_landscape_popover_without_delegate(driver, language):
    data = playground_data()
    plus = next(device for device in data["devices"] if device["id"] == "iphone-6-plus")
    window = plus["landscape"]["full"]
    assert window[0] == "regular-compact"

    open_page(driver, f"{language}/playground/index.html")
    choose(driver, device="iphone-6-plus", orientation="landscape", multitasking="full", style="popover", answer="no-delegate")
    shown = result(driver)

    assert data["sizeClasses"][window[0]][language] in shown["size-classes"]
    assert f"{window[1]} × {window[2]}" in shown["size-classes"]
    for edition in data["editions"]:
        outcome = data["adaptation"][f"regular-compact|popover|no-delegate|{edition['id']}"]
        line = driver.find_element(By.CSS_SELECTOR, f"#pg-style-result li[data-edition='{edition['id']}']").text
        assert edition["label"][language] in line
        assert data["styles"][outcome["style"]] in line
        assert outcome["appearance"][language] in line
        assert data["presenters"][outcome["style"]]["presenter"][language] in shown["presenter"]
    # The guide's rules look at the width only; since iOS 13 a compact height adapts too.
    assert data["adaptation"]["regular-compact|popover|no-delegate|guide"]["style"] == "popover"
    for edition in ("ios13", "ios18"):
        assert data["adaptation"][f"regular-compact|popover|no-delegate|{edition}"]["adapts"] is True


def test_multitasking_is_for_ipads_and_half_only_in_landscape(driver):
    open_page(driver, "en/playground/index.html")
    choose(driver, device="iphone-6-plus")
    assert not driver.find_element(By.ID, "pg-multitasking").is_enabled()
    choose(driver, device="ipad-pro-12-9", orientation="landscape", multitasking="half")
    data = playground_data()
    pro = next(device for device in data["devices"] if device["id"] == "ipad-pro-12-9")
    assert f"{pro['landscape']['half'][1]} × " in result(driver)["size-classes"]
    choose(driver, orientation="portrait")
    wait(driver).until(lambda d: Select(d.find_element(By.ID, "pg-multitasking")).first_selected_option.get_attribute("value") == "full")
    half = driver.find_element(By.CSS_SELECTOR, "#pg-multitasking option[value='half']")
    assert not half.is_enabled()


def test_a_delegate_answer_changes_the_compact_width_outcome(driver):
    data = playground_data()
    open_page(driver, "en/playground/index.html")
    choose(driver, device="iphone-6", orientation="portrait", style="popover", answer="none")
    result(driver)
    line = driver.find_element(By.CSS_SELECTOR, "#pg-style-result li[data-edition='guide']").text
    outcome = data["adaptation"]["compact-regular|popover|none|guide"]
    assert outcome["asked"] is True
    assert data["styles"][outcome["style"]] in line
    assert data["text"]["asked"]["en"] in line


def set_width(driver, width):
    slider = driver.find_element(By.ID, "pg-window-width")
    driver.execute_script("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input', {bubbles: true}))", slider, width)


def test_a_resizable_window_is_not_published_between_the_documented_widths(driver):
    data = playground_data()
    pro = next(device for device in data["devices"] if device["id"] == "ipad-pro-13-m5")
    full = pro["landscape"]["full"]
    marks = pro["landscape"]["marks"]
    assert marks, "the legacy split widths are the documented data points"
    open_page(driver, "en/playground/index.html")
    choose(driver, device="ipad-pro-13-m5", orientation="landscape", multitasking="resizable", style="popover", answer="no-delegate")
    slider = driver.find_element(By.ID, "pg-window-width")
    assert slider.is_displayed()
    assert int(slider.get_attribute("max")) == full[1]
    assert int(slider.get_attribute("min")) == min(mark[0] for mark in marks)

    shown = result(driver)
    assert data["sizeClasses"][full[0]]["en"] in shown["size-classes"], "the whole screen is documented"
    assert data["text"]["notPublished"]["en"] not in shown["size-classes"]

    between = next(w for w in range(min(m[0] for m in marks) + 1, full[1]) if w not in [m[0] for m in marks])
    set_width(driver, between)
    shown = result(driver)
    assert data["text"]["notPublished"]["en"] in shown["size-classes"]
    assert data["text"]["ifCompact"]["en"] in shown["style-result"]
    assert data["text"]["ifRegular"]["en"] in shown["style-result"]

    mark = max(marks, key=lambda m: m[0])
    set_width(driver, mark[0])
    shown = result(driver)
    assert mark[2]["en"] in shown["size-classes"], "a legacy width says what it was published as"
    assert data["sizeClasses"][mark[1]]["en"] in shown["size-classes"]


def test_resizable_windows_are_for_ipads(driver):
    open_page(driver, "zh/playground/index.html")
    choose(driver, device="iphone-6-plus")
    option = driver.find_element(By.CSS_SELECTOR, "#pg-multitasking option[value='resizable']")
    assert not option.is_enabled()
    assert not driver.find_element(By.ID, "pg-window-width").is_displayed()


def test_a_resizable_window_is_drawn_at_every_width_saying_its_class_is_not_published(driver):
    data = playground_data()
    pro = next(device for device in data["devices"] if device["id"] == "ipad-pro-13-m5")
    marks = [m[0] for m in pro["landscape"]["marks"]]
    open_page(driver, "en/playground/index.html")
    choose(driver, device="ipad-pro-13-m5", orientation="landscape", multitasking="resizable", style="popover", answer="no-delegate")
    widths = {}
    for width in (min(marks) + 1, max(marks) - 1):
        set_width(driver, width)
        result(driver)
        window = driver.find_element(By.CSS_SELECTOR, "#pg-window svg [data-size-class]")
        assert window.get_attribute("data-size-class") == "not-published"
        assert window.get_attribute("data-points") == f"{width} {pro['landscape']['full'][2]}"
        assert data["text"]["classNotPublished"]["en"] in driver.find_element(By.ID, "pg-window").text
        widths[width] = float(driver.find_element(By.CSS_SELECTOR, "#pg-window svg rect").get_attribute("width"))
        svg = driver.find_element(By.CSS_SELECTOR, "#pg-window svg")
        assert svg.is_displayed() and svg.size["width"] > 50
    (narrow, a), (wide, b) = sorted(widths.items())
    assert abs(a / b - narrow / wide) < 0.01, "drawn to one scale"


def test_a_resizable_window_has_answers_only_for_releases_where_it_exists(driver):
    data = playground_data()
    assert data["resizableEditions"] == [data["editions"][-1]["id"]], "windows resize freely from iPadOS 26 only"
    open_page(driver, "en/playground/index.html")
    choose(driver, device="ipad-pro-13-m5", orientation="landscape", multitasking="resizable", style="formSheet", answer="no-delegate")
    set_width(driver, 700)
    result(driver)
    editions = {li.get_attribute("data-edition") for li in driver.find_elements(By.CSS_SELECTOR, "#pg-style-result li[data-edition]")}
    assert editions == set(data["resizableEditions"])
    choose(driver, multitasking="full")
    result(driver)
    editions = {li.get_attribute("data-edition") for li in driver.find_elements(By.CSS_SELECTOR, "#pg-style-result li[data-edition]")}
    assert editions == {e["id"] for e in data["editions"]}, "a full-screen window has every release's answer"


@pytest.mark.parametrize("language", ["en", "zh"])
def test_devices_are_grouped_todays_first(driver, language):
    open_page(driver, f"{language}/playground/index.html")
    groups = driver.find_elements(By.CSS_SELECTOR, "#pg-device optgroup")
    assert len(groups) == 2
    phones = [o.get_attribute("value") for o in groups[0].find_elements(By.TAG_NAME, "option")]
    pads = [o.get_attribute("value") for o in groups[1].find_elements(By.TAG_NAME, "option")]
    assert all(p.startswith(("iphone", "ipod")) for p in phones) and all(p.startswith("ipad") for p in pads)
    assert phones.index("iphone-17-pro-max") < phones.index("iphone-14") < phones.index("iphone-6-plus") < phones.index("iphone-4s")
    assert phones[-1] == "iphone-4s" and pads[-1] == "ipad-all"
    # Today's iPads in the order of Apple's iPadOS 26 list, then those it no longer names.
    assert pads.index("ipad-pro-13-m5") < pads.index("ipad-pro-12-9") < pads.index("ipad-pro-11") < pads.index("ipad-mini-7-9") < pads.index("ipad-9-7")


# Whether each option's text fits its select: the text measured in the select's own font,
# with the select's padding and room for its arrow (drawn inside the padding where the
# site draws the select, appearance: none; beside it where the platform does).
CLIPPED = """
const canvas = document.createElement('canvas').getContext('2d');
const clipped = [];
for (const select of document.querySelectorAll('.playground select')) {
  if (select.getClientRects().length === 0) continue;
  const style = getComputedStyle(select);
  canvas.font = style.font;
  const arrow = style.appearance === 'none' ? 0 : 20;
  const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
  for (const option of select.options) {
    if (canvas.measureText(option.text).width > room) clipped.push(select.id + ': ' + option.text);
  }
}
return clipped;
"""


@pytest.mark.parametrize("width", [390, 768, 1440])
@pytest.mark.parametrize("language", ["en", "zh"])
def test_the_controls_are_styled_and_no_label_is_clipped(driver, artifacts, language, width):
    driver.set_window_size(width, 900)
    open_page(driver, f"{language}/playground/index.html")
    clipped = driver.execute_script(CLIPPED)
    assert clipped == [], f"{len(clipped)} clipped: {clipped}"
    select = driver.find_element(By.ID, "pg-device")
    style = driver.execute_script("const s = getComputedStyle(arguments[0]); return [s.borderTopLeftRadius, s.minHeight]", select)
    assert style[0] != "0px" and float(style[1].rstrip("px")) >= 40, "a styled control of touch size"
    form = next(f for f in driver.find_elements(By.CSS_SELECTOR, "form.playground") if f.is_displayed())
    form.screenshot(str(artifacts / f"playground-controls-{language}-{width}.png"))

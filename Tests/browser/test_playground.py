"""The trait playground: choices in, the model's answer out, in the page's language.
Expected texts come from playground-data.json, which the build generates from the model;
the facts the issue states (an iPhone 6 Plus in landscape is horizontally regular and
vertically compact) are checked against it first."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import fetch_json, open_page, wait


def choose(driver, **values):
    for control, value in values.items():
        Select(driver.find_element(By.ID, "pg-" + control)).select_by_value(value)


def result(driver):
    wait(driver).until(lambda d: d.find_element(By.ID, "pg-result").get_attribute("data-ready") == "true")
    return {key: driver.find_element(By.ID, "pg-" + key).text for key in ("size-classes", "style-result", "presenter")}


@pytest.mark.parametrize("language", ["en", "zh"])
def test_iphone_6_plus_landscape_popover_without_delegate(driver, language):
    data = fetch_json(f"{language}/playground/playground-data.json")
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
    data = fetch_json("en/playground/playground-data.json")
    pro = next(device for device in data["devices"] if device["id"] == "ipad-pro-12-9")
    assert f"{pro['landscape']['half'][1]} × " in result(driver)["size-classes"]
    choose(driver, orientation="portrait")
    wait(driver).until(lambda d: Select(d.find_element(By.ID, "pg-multitasking")).first_selected_option.get_attribute("value") == "full")
    half = driver.find_element(By.CSS_SELECTOR, "#pg-multitasking option[value='half']")
    assert not half.is_enabled()


def test_a_delegate_answer_changes_the_compact_width_outcome(driver):
    data = fetch_json("en/playground/playground-data.json")
    open_page(driver, "en/playground/index.html")
    choose(driver, device="iphone-6", orientation="portrait", style="popover", answer="none")
    result(driver)
    line = driver.find_element(By.CSS_SELECTOR, "#pg-style-result li[data-edition='guide']").text
    outcome = data["adaptation"]["compact-regular|popover|none|guide"]
    assert outcome["asked"] is True
    assert data["styles"][outcome["style"]] in line
    assert data["text"]["asked"]["en"] in line

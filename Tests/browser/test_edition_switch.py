"""The edition switch: a reader who chose nothing sees every generated block with a badge
naming its releases; a chosen release folds the blocks of others to a notice (not in a
section whose heading names their release), keeps the reader's paragraph in place, is
remembered like the theme, speaks each block's language, and the playground marks the
answer of the chosen edition."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import open_page, wait

PAGE = "{}/presentations/index.html"


def visible(driver, selector):
    return [e for e in driver.find_elements(By.CSS_SELECTOR, selector) if e.is_displayed()]


def shown_tables(driver):
    """Ids of the generated tables a reader sees, in the page's shown blocks."""
    return {e.get_attribute("data-table-id") for e in visible(driver, ".model-table table")}


def choose_edition(driver, edition):
    Select(driver.find_element(By.ID, "edition-select")).select_by_value(edition)
    wait(driver).until(lambda d: d.execute_script("return document.documentElement.getAttribute('data-edition')") == edition)


def test_by_default_every_release_is_chosen_and_nothing_folds(driver):
    for language in ("en", "zh"):
        for page in (PAGE, "{}/adaptive-model/index.html"):
            open_page(driver, page.format(language))
            chooser = Select(driver.find_element(By.ID, "edition-select"))
            values = [o.get_attribute("value") for o in chooser.options]
            assert values[:2] == ["all", "guide"]
            assert chooser.first_selected_option.get_attribute("value") == "all"
            assert driver.execute_script("return document.documentElement.hasAttribute('data-edition')") is False
            assert visible(driver, ".edition-notice") == [], "nothing is folded for a reader who chose nothing"
            assert driver.find_elements(By.CSS_SELECTOR, ".edition-other") == []
    open_page(driver, PAGE.format("en"))
    tables = shown_tables(driver)
    assert {"presentation-adaptation", "presentation-adaptation-current"} <= tables
    for table in visible(driver, ".model-table table"):
        badge = table.find_element(By.CSS_SELECTOR, "caption .release-badge")
        assert badge.is_displayed() and badge.text.startswith("iOS "), table.get_attribute("data-table-id")


def test_a_section_that_names_a_release_keeps_its_tables(driver):
    open_page(driver, PAGE.format("en"))
    choose_edition(driver, "ios27")
    heading = driver.find_element(By.XPATH, "//h3[starts-with(normalize-space(.), \"The Guide's Rules (iOS 8 to 12)\")]")
    kept = driver.execute_script("""
        const h = arguments[0], unit = h.closest('.content > div');
        for (let u = unit.nextElementSibling; u; u = u.nextElementSibling) {
          if (u.querySelector('h2, h3')) return null;
          const t = u.querySelector('[lang=en] .model-table');
          if (t) return t;
        }
        return null;""", heading)
    assert kept is not None, "the section holds a generated table"
    assert "guide" in kept.get_attribute("data-editions").split()
    assert kept.find_element(By.TAG_NAME, "table").is_displayed(), "a section about the guide shows the guide's table"
    assert "edition-other" not in kept.get_attribute("class")


def test_an_explicit_choice_folds_other_releases_and_says_what_they_show(driver):
    open_page(driver, PAGE.format("en"))
    choose_edition(driver, "ios27")
    notices = [n.text for n in visible(driver, ".edition-other > .edition-notice")]
    assert notices and all("you are reading iOS 27" in n for n in notices), notices
    assert all(not "chose" in n for n in notices), "the notice states the releases, it does not blame the reader"
    # Each notice names the releases of its own block, as its badge does.
    for block in visible(driver, ".edition-other"):
        badge = block.find_element(By.CSS_SELECTOR, ".release-badge").get_attribute("textContent")
        assert block.find_element(By.CSS_SELECTOR, ".edition-notice").text.startswith(f"For {badge};"), badge
    assert "presentation-adaptation-current" in shown_tables(driver)


def test_arrow_keys_move_through_the_releases_and_the_page_refolds_once_the_choice_is_made(driver):
    from selenium.webdriver.common.keys import Keys
    open_page(driver, PAGE.format("en"))
    chooser = driver.find_element(By.ID, "edition-select")
    driver.execute_script("arguments[0].focus({preventScroll: true})", chooser)
    for _ in range(3):
        chooser.send_keys(Keys.ARROW_DOWN)
    assert chooser.get_attribute("value") != "all", "the arrow keys move the selection"
    assert driver.execute_script("return document.documentElement.hasAttribute('data-edition')") is False, \
        "nothing refolds while the reader is still moving through the list"
    assert visible(driver, ".edition-notice") == []
    chosen = chooser.get_attribute("value")
    chooser.send_keys(Keys.ENTER)
    wait(driver).until(lambda d: d.execute_script("return document.documentElement.getAttribute('data-edition')") == chosen)
    chooser.send_keys(Keys.ARROW_DOWN)
    assert driver.execute_script("return document.documentElement.getAttribute('data-edition')") == chosen
    driver.execute_script("arguments[0].blur()", chooser)
    wait(driver).until(lambda d: d.execute_script("return document.documentElement.getAttribute('data-edition')") != chosen,
                       "leaving the menu applies the release it was left on")


@pytest.mark.parametrize("page", ["en/index.html", "zh/index.html", "en/glossary/index.html", "en/custom-transitions/index.html"])
def test_the_release_menu_is_shown_only_where_it_changes_something(driver, page):
    open_page(driver, page)
    assert not driver.find_element(By.ID, "edition-select").is_displayed(), page
    assert driver.find_elements(By.CSS_SELECTOR, "[data-editions], .release-variant") == []


@pytest.mark.parametrize("page", [PAGE.format("zh"), "en/playground/index.html", "en/reference/presentation-styles/index.html"])
def test_the_release_menu_is_shown_where_it_folds_or_answers(driver, page):
    open_page(driver, page)
    assert driver.find_element(By.ID, "edition-select").is_displayed(), page


@pytest.mark.parametrize("width", [390, 1440])
def test_changing_the_edition_keeps_the_readers_paragraph_in_place(driver, width):
    driver.set_window_size(width, 900)
    open_page(driver, "en/adaptive-model/index.html")
    # A paragraph well past the guide's first rotation table, which folds in later releases.
    target = driver.execute_script("""
        const figure = document.querySelector('.model-table[data-editions="guide"]');
        const units = Array.from(document.querySelectorAll('.content > div'));
        const after = units.filter((u) => figure.compareDocumentPosition(u) & Node.DOCUMENT_POSITION_FOLLOWING);
        const p = after.map((u) => u.querySelector('[lang=en] > p')).filter(Boolean)[3];
        p.scrollIntoView({block: 'start'}); window.scrollBy(0, -200);
        return p;""")
    before = driver.execute_script("return arguments[0].getBoundingClientRect().top", target)
    for edition in ("ios27", "guide", "all"):
        # Chosen as with the keyboard: Selenium's click on an option scrolls the page itself.
        driver.execute_script("const s = document.getElementById('edition-select'); s.focus({preventScroll: true}); s.value = arguments[0];"
                              "s.dispatchEvent(new Event('change'));", edition)
        top = driver.execute_script("return arguments[0].getBoundingClientRect().top", target)
        assert abs(top - before) <= 2, f"{edition}: the paragraph moved {top - before:.0f} px"


def test_choosing_every_release_again_forgets_the_choice(driver):
    open_page(driver, PAGE.format("en"))
    choose_edition(driver, "ios13")
    Select(driver.find_element(By.ID, "edition-select")).select_by_value("all")
    wait(driver).until(lambda d: d.execute_script("return !document.documentElement.hasAttribute('data-edition')"))
    assert driver.execute_script("return localStorage.getItem('duet.edition')") is None
    driver.refresh()
    wait(driver).until(lambda d: d.find_element(By.ID, "edition-select").is_displayed())
    assert visible(driver, ".edition-notice") == []


def test_choosing_the_guide_shows_its_tables_and_is_remembered(driver):
    open_page(driver, PAGE.format("en"))
    choose_edition(driver, "guide")
    tables = shown_tables(driver)
    assert "presentation-adaptation" in tables
    assert "presentation-adaptation-current" not in tables
    driver.refresh()
    wait(driver).until(lambda d: d.find_element(By.ID, "edition-select").is_displayed())
    assert Select(driver.find_element(By.ID, "edition-select")).first_selected_option.get_attribute("value") == "guide"
    assert "presentation-adaptation" in shown_tables(driver)


def test_show_it_unfolds_one_table_and_says_so(driver):
    open_page(driver, PAGE.format("en"))
    choose_edition(driver, "ios27")
    block = visible(driver, ".edition-other")[0]
    button = block.find_element(By.CSS_SELECTOR, ".edition-notice button")
    assert button.get_attribute("aria-expanded") == "false"
    button.click()
    wait(driver).until(lambda d: block.find_element(By.CSS_SELECTOR, "table").is_displayed())
    assert button.get_attribute("aria-expanded") == "true"
    button.click()
    wait(driver).until(lambda d: not block.find_element(By.CSS_SELECTOR, "table").is_displayed())


def test_the_notice_speaks_the_chinese_block_language(driver):
    open_page(driver, PAGE.format("zh"))
    choose_edition(driver, "ios27")
    notices = [n.text for n in visible(driver, ".edition-other > .edition-notice")]
    assert notices and all("适用于" in n and "你正在阅读 iOS 27" in n and "仍然显示" in n for n in notices), notices


def test_every_release_leaves_each_table_either_shown_or_noticed_and_shows_the_table_computed_for_it(driver):
    open_page(driver, PAGE.format("en"))
    # The releases a block's badge names, and those its section's heading names.
    numbers_of = """
        const block = arguments[0], badge = block.querySelector('.release-badge');
        const units = Array.from(document.querySelectorAll('.content > div'));
        let unit = block.closest('.content > div'), heading = '';
        for (let u = unit; u && !heading; u = u.previousElementSibling) {
          const hs = Array.from(u.querySelectorAll('[lang=en] h2, [lang=en] h3'));
          if (hs.length) heading = hs[hs.length - 1].textContent;
        }
        return [badge ? badge.textContent.match(/\\d+/g) : [], heading.match(/\\d+/g) || []];"""
    options = Select(driver.find_element(By.ID, "edition-select")).options
    releases = [(o.get_attribute("value"), o.get_attribute("data-release")) for o in options if o.get_attribute("data-release")]
    assert [r for _, r in releases] == [str(n) for n in list(range(8, 19)) + [26, 27]], "every release of the model is offered"
    for value, release in releases:
        choose_edition(driver, value)
        for block in driver.find_elements(By.CSS_SELECTOR, "[lang=en] > .model-table[data-releases]"):
            variants = block.find_elements(By.CSS_SELECTOR, ":scope > .release-variant")
            holds = release in block.get_attribute("data-releases").split()
            badge, heading = driver.execute_script(numbers_of, block)
            named = bool(badge) and all(n in heading for n in badge)
            shown = [t for t in block.find_elements(By.CSS_SELECTOR, "table") if t.is_displayed()]
            notice_shown = any(n.is_displayed() for n in block.find_elements(By.CSS_SELECTOR, ".edition-notice"))
            assert bool(shown) == (holds or named), (release, block.get_attribute("data-releases"))
            assert notice_shown == (not shown), (release, block.get_attribute("data-releases"))
            assert len(shown) <= 1, "one table at a time"
            if shown and holds and variants:
                variant = shown[0].find_element(By.XPATH, "./ancestor::div[contains(@class, 'release-variant')][1]")
                assert release in variant.get_attribute("data-variant").split(), (release, variant.get_attribute("data-variant"))


def test_the_playground_marks_the_chosen_editions_answer(driver):
    open_page(driver, "en/playground/index.html")
    wait(driver).until(lambda d: d.find_element(By.ID, "pg-result").get_attribute("data-ready") == "true")
    assert visible(driver, "#pg-style-result li.pg-chosen") == [], "no answer is marked while no release is chosen"
    choose_edition(driver, "ios27")
    wait(driver).until(lambda d: [e.get_attribute("data-edition") for e in visible(d, "#pg-style-result li.pg-chosen")] == ["ios18"])
    choose_edition(driver, "guide")
    wait(driver).until(lambda d: [e.get_attribute("data-edition") for e in visible(d, "#pg-style-result li.pg-chosen")] == ["guide"])
    choose_edition(driver, "ios13")
    wait(driver).until(lambda d: [e.get_attribute("data-edition") for e in visible(d, "#pg-style-result li.pg-chosen")] == ["ios13"])
    choose_edition(driver, "15")
    wait(driver).until(lambda d: [e.get_attribute("data-edition") for e in visible(d, "#pg-style-result li")] == ["ios13"])
    assert visible(driver, "#pg-style-result li")[0].text.startswith("iOS 15"), "the answer follows the release, under its name"
    four_s = driver.find_element(By.CSS_SELECTOR, "#pg-device option[value='iphone-4s']")
    assert not four_s.is_enabled(), "a device that cannot run the chosen release is not offered"
    choose_edition(driver, "ios18")
    Select(driver.find_element(By.ID, "pg-device")).select_by_value("ipad-pro-12-9")
    Select(driver.find_element(By.ID, "pg-orientation")).select_by_value("landscape")
    wait(driver).until(lambda d: d.find_element(By.CSS_SELECTOR, "#pg-multitasking option[value='half']").is_enabled())
    choose_edition(driver, "ios26")
    wait(driver).until(lambda d: not d.find_element(By.CSS_SELECTOR, "#pg-multitasking option[value='half']").is_enabled())
    assert driver.find_element(By.CSS_SELECTOR, "#pg-multitasking option[value='resizable']").is_enabled(), "a resizable window from iPadOS 26"
    choose_edition(driver, "guide")
    assert driver.find_element(By.CSS_SELECTOR, "#pg-device option[value='iphone-4s']").is_enabled()
    newest = driver.find_element(By.CSS_SELECTOR, "#pg-device option[value='iphone-17-pro-max']")
    assert not newest.is_enabled(), "a device that came out after the chosen release is not offered either"
    assert not driver.find_element(By.CSS_SELECTOR, "#pg-device option:checked").get_attribute("disabled")


def test_a_figure_of_later_releases_folds_for_the_guide_and_says_what_it_shows(driver):
    open_page(driver, "en/observation-hosting-and-testing/index.html")
    choose_edition(driver, "guide")
    figures = [f for f in driver.find_elements(By.CSS_SELECTOR, "figure.model-figure[data-editions]") if f.find_elements(By.CSS_SELECTOR, ".edition-notice") and f.find_element(By.CSS_SELECTOR, ".edition-notice").is_displayed()]
    assert figures, "the iOS 26 property-update sequence is folded"
    assert not figures[0].find_element(By.CSS_SELECTOR, "svg").is_displayed()
    choose_edition(driver, "ios27")
    assert any(svg.is_displayed() for svg in figures[0].find_elements(By.CSS_SELECTOR, "svg"))
    assert "iOS 26.0+" in figures[0].find_element(By.CSS_SELECTOR, "figcaption .release-badge").text


@pytest.mark.parametrize("language", ["en", "zh"])
def test_a_resizable_windows_answer_is_labelled_with_the_release_such_windows_arrived_in(driver, language):
    open_page(driver, f"{language}/playground/index.html")
    wait(driver).until(lambda d: d.find_element(By.ID, "pg-result").get_attribute("data-ready") == "true")
    for control, value in (("device", "ipad-pro-13-m5"), ("orientation", "landscape"), ("multitasking", "resizable")):
        Select(driver.find_element(By.ID, "pg-" + control)).select_by_value(value)
    wait(driver).until(lambda d: d.find_element(By.ID, "pg-result").get_attribute("data-ready") == "true")
    labels = [e.text for e in visible(driver, "#pg-style-result .pg-edition")]
    assert labels and all(label.startswith("iPadOS 26.0+") for label in labels), labels
    Select(driver.find_element(By.ID, "pg-multitasking")).select_by_value("full")
    labels = [e.text for e in visible(driver, "#pg-style-result .pg-edition")]
    assert any(label.startswith("iOS 18.0+") for label in labels), labels


def loaded_variants(driver):
    return [n for n in driver.execute_script("return performance.getEntriesByType('resource').map((e) => e.name)")
            if n.endswith("/variants.js")]


@pytest.mark.parametrize("language", ["en", "zh"])
def test_a_pages_release_variants_load_only_when_a_release_is_picked(driver, language):
    """The page carries each block's form for every release; the forms computed for single
    releases wait in variants.js beside it, asked for once, when the reader picks one."""
    open_page(driver, f"{language}/building-adaptive-interfaces/index.html")
    assert loaded_variants(driver) == [], "a first visit does not ask for the variants"
    placeholders = driver.execute_script("return document.querySelectorAll('.release-variants[data-slot]').length")
    assert placeholders > 0 and driver.execute_script("return document.querySelectorAll('.release-variant[hidden]').length") == 0
    choose_edition(driver, "ios13")
    wait(driver).until(lambda d: d.execute_script("return document.querySelectorAll('.release-variants[data-slot]').length") == 0)
    shown = driver.execute_script("""
        return [...document.querySelectorAll('.release-variant')].filter((v) => !v.hidden && v.dataset.variant !== 'all' && v.checkVisibility())
          .map((v) => v.dataset.variant)""")
    assert shown and all("13" in variant.split() for variant in shown), shown
    # The tables that arrived are set up like the others: cells labelled for the card layout.
    unset = driver.execute_script("return [...document.querySelectorAll('.release-variant table')].filter((t) => !t.hasAttribute('data-breaks')).length")
    assert unset == 0
    choose_edition(driver, "ios18")
    assert len(loaded_variants(driver)) == 1, "asked for once"


def test_a_remembered_release_has_the_variants_before_the_page_is_set_up(driver):
    open_page(driver, "en/building-adaptive-interfaces/index.html")
    driver.execute_script("localStorage.setItem('duet.edition', 'ios13')")
    try:
        open_page(driver, "en/building-adaptive-interfaces/index.html")
        assert driver.execute_script("return Array.isArray(window.duetVariants)")
        assert driver.execute_script("return document.querySelectorAll('.release-variants[data-slot]').length") == 0
    finally:
        driver.execute_script("localStorage.removeItem('duet.edition')")


def test_a_figures_badge_names_the_releases_of_the_drawing_shown(driver):
    open_page(driver, "en/building-adaptive-interfaces/index.html")
    badge = "return document.querySelector('#figure-ipad-window-widths > figcaption .release-badge').textContent"
    every = driver.execute_script(badge)
    choose_edition(driver, "10")
    wait(driver).until(lambda d: d.execute_script("return document.querySelectorAll('.release-variants[data-slot]').length") == 0)
    shown = driver.execute_script("""
        const v = [...document.querySelectorAll('#figure-ipad-window-widths > .release-variant')].find((v) => !v.hidden);
        return v && v.getAttribute('data-badge')""")
    assert shown and shown != every and driver.execute_script(badge) == shown
    assert "10" in shown or "–" in shown, shown
    Select(driver.find_element(By.ID, "edition-select")).select_by_value("all")
    wait(driver).until(lambda d: d.execute_script(badge) == every)


def test_a_failed_variants_request_is_asked_again_at_the_next_pick(driver):
    open_page(driver, "en/building-adaptive-interfaces/index.html")
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*variants.js"]})
    try:
        choose_edition(driver, "10")
        driver.execute_script("return new Promise((r) => setTimeout(r, 500))")
        assert driver.execute_script("return document.querySelectorAll('.release-variants[data-slot]').length") > 0, "the page keeps its own forms"
    finally:
        driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
    choose_edition(driver, "ios13")
    wait(driver).until(lambda d: d.execute_script("return document.querySelectorAll('.release-variants[data-slot]').length") == 0)
    driver.execute_script("localStorage.removeItem('duet.edition')")

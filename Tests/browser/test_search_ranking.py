"""What a reader finds first: an exact type name opens its own entry (its members come
next), words written together find their spaced and camel-case forms, a chapter whose
title or address names the query ranks above one whose text mentions it, and the
glossary's short definitions come after the chapters. Each query is typed into the
header's search box and the first result checked, in English and in Chinese."""
from urllib.parse import urlparse

import pytest
from selenium.webdriver.common.by import By

from conftest import SITE_URL, open_page, search

# (language, query, the first result: a page, or a page and its section)
EXPECTED = [
    ("en", "viewcontroller", "presentations/index.html"),
    ("en", "UISplitViewController", "reference/containers/index.html#uisplitviewcontroller"),
    ("en", "UIHostingController", "reference/containers/index.html#uihostingcontroller"),
    ("en", "prsentation", "presentations/index.html"),
    ("en", "presentaton", "presentations/index.html"),
    ("en", "presentation", "presentations/index.html"),
    ("en", "splitview", "split-views-and-sidebars/index.html"),
    ("en", "split view", "split-views-and-sidebars/index.html"),
    ("en", "sizeclass", "adaptive-model/index.html"),
    ("en", "size class", "adaptive-model/index.html"),
    ("en", "trait collection", "adaptive-model/index.html#traits-and-trait-collections"),
    ("en", "traitCollectionDidChange", "reference/callback-sequences/index.html#traitcollectiondidchange"),
    ("en", "UIModalPresentationStyle", "reference/presentation-styles/index.html#uimodalpresentationstyle"),
    ("en", "modalPresentationStyle", "reference/presentation-styles/index.html#modalpresentationstyle"),
    ("en", "UIPresentationController", "reference/transitions/index.html#uipresentationcontroller"),
    ("en", "form sheet", "reference/presentation-styles/index.html#uimodalpresentationstyle-formsheet"),
    ("en", "transition", "custom-transitions/index.html"),
    ("en", "custom transition", "custom-transitions/index.html"),
    ("en", "adaptive", "building-adaptive-interfaces/index.html"),
    ("en", "unwind", "segues/index.html#creating-an-unwind-segue"),
    ("en", "segue", "segues/index.html"),
    ("en", "container", "container-view-controllers/index.html"),
    ("en", "child view controller", "container-view-controllers/index.html#adding-a-child-view-controller-to-your-content"),
    ("en", "popover", "building-adaptive-interfaces/index.html"),
    ("en", "sheet", "sheets-and-modern-transitions/index.html"),
    ("en", "sidebar", "split-views-and-sidebars/index.html"),
    ("en", "orientation", "orientation-and-layout-guides/index.html"),
    ("en", "observation", "observation-hosting-and-testing/index.html"),
    ("en", "window", "windows-and-scenes/index.html"),
    ("zh", "弹出框", "building-adaptive-interfaces/index.html"),
    ("zh", "尺寸类", "adaptive-model/index.html"),
    ("zh", "特征集合", "adaptive-model/index.html"),
    ("zh", "转场", "custom-transitions/index.html"),
    ("zh", "呈现", "presentations/index.html"),
    ("zh", "呈现控制器", "custom-presentations/index.html"),
    ("zh", "自定义呈现", "custom-presentations/index.html"),
    ("zh", "分栏视图", "split-views-and-sidebars/index.html"),
    ("zh", "表单", "sheets-and-modern-transitions/index.html"),
    ("zh", "停靠高度", "sheets-and-modern-transitions/index.html#driving-detents-from-code"),
    ("zh", "容器视图控制器", "container-view-controllers/index.html"),
    ("zh", "子视图控制器", "container-view-controllers/index.html#adding-a-child-view-controller-to-your-content"),
    ("zh", "窗口", "windows-and-scenes/index.html"),
    ("zh", "方向", "orientation-and-layout-guides/index.html"),
    ("zh", "UISplitViewController", "reference/containers/index.html#uisplitviewcontroller"),
]


def relative(href, language):
    """The result's address inside its language's folder: page path and #section."""
    parsed = urlparse(href)
    prefix = urlparse(SITE_URL).path + language + "/"
    path = parsed.path[len(prefix):] if parsed.path.startswith(prefix) else parsed.path
    return path + ("#" + parsed.fragment if parsed.fragment else "")


@pytest.mark.parametrize("language, query, expected", EXPECTED, ids=[f"{l}:{q}" for l, q, _ in EXPECTED])
def test_the_first_result_is_the_one_a_reader_means(driver, language, query, expected):
    open_page(driver, f"{language}/about/index.html")
    first = relative(search(driver, query)[0].get_attribute("href"), language)
    if "#" in expected:
        assert first == expected, f"{query!r}: first result {first}"
    else:
        assert first.split("#")[0] == expected, f"{query!r}: first result {first}"


@pytest.mark.parametrize("language, query", [("en", "popover"), ("en", "size class"), ("zh", "尺寸类")])
def test_chapter_sections_come_before_glossary_entries(driver, language, query):
    open_page(driver, f"{language}/about/index.html")
    search(driver, query)
    driver.execute_script("var b = document.querySelector('#search-results .search-show-all'); if (b) b.click();")
    pages = [relative(a.get_attribute("href"), language) for a in driver.find_elements(By.CSS_SELECTOR, "#search-results a")]
    glossary = [i for i, page in enumerate(pages) if page.startswith("glossary/")]
    others = [i for i, page in enumerate(pages) if not page.startswith("glossary/")]
    assert glossary and others, pages
    assert max(others) < min(glossary), "every chapter and reference result is listed above the glossary's"


def test_an_exact_type_name_lists_its_members_next(driver):
    open_page(driver, "en/about/index.html")
    links = search(driver, "UISplitViewController")
    names = [link.find_element(By.CSS_SELECTOR, ".search-section").text for link in links[:4]]
    assert names[0] == "UISplitViewController", names
    assert all(name.startswith("UISplitViewController.") for name in names[1:]), names


@pytest.mark.parametrize("typed", ["animated", "presented", "segue", "popovers"])
def test_a_word_that_exists_is_never_rewritten(driver, typed):
    open_page(driver, "en/about/index.html")
    search(driver, typed)
    notes = [p for p in driver.find_elements(By.CSS_SELECTOR, "#search-results .search-variant") if p.is_displayed()]
    assert notes == [], f"{typed!r} is in the text; the results say they are for another word: {[n.text for n in notes]}"

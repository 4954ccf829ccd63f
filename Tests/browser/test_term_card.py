"""Glossary links in a real browser: only the first use of a term per section is a link,
and hovering or focusing one shows a card (a real element, not CSS generated content)
with the other language's term and the short definition, each with its own `lang`;
Escape dismisses the card and leaves focus where it was."""
import json
import urllib.request

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import SITE_URL, TIMEOUT, open_page, wait


def symbol_names():
    """Both spellings of every symbol, as the site's symbol-names.js sets them."""
    with urllib.request.urlopen(SITE_URL + "assets/symbol-names.js", timeout=TIMEOUT) as response:
        text = response.read().decode("utf-8")
    prefix = "window.DUET_SYMBOLS = "
    assert text.startswith(prefix) and text.endswith(";\n")
    return json.loads(text[len(prefix):-2])

CARD_LANGS = {"en": ("zh-Hans", "en"), "zh": ("en", "zh-Hans")}
# Glossary and symbol links carry no class: they are known by their href, as in
# term-card.js and style.css.
TERM = 'a[href^="../"][href*="/glossary/index.html#"]'
SYMBOL = 'a[href^="../"][href*="/reference/"][href*="#"]'


def first_visible_term(driver):
    return driver.execute_script(
        "return Array.prototype.filter.call(document.querySelectorAll('main ' + arguments[0]),"
        " function (a) { return a.getClientRects().length > 0 && a.getBoundingClientRect().top > 120; })[0];", TERM)


def card(driver):
    return driver.find_element(By.ID, "term-card")


@pytest.mark.parametrize("page", ["en", "zh"])
def test_focusing_a_term_shows_its_counterpart_and_definition_and_escape_dismisses_it(driver, page):
    open_page(driver, f"{page}/adaptive-model/index.html")
    link = first_visible_term(driver)
    # At rest it reads as a term: dotted, in the text's colour.
    assert "dotted" in driver.execute_script("return getComputedStyle(arguments[0]).textDecorationStyle", link)
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'}); arguments[0].focus();", link)
    shown = wait(driver).until(lambda d: card(d) if card(d).is_displayed() else None)
    counterpart_lang, definition_lang = CARD_LANGS[page]
    term = shown.find_element(By.CSS_SELECTOR, ".term-card-term")
    definition = shown.find_element(By.CSS_SELECTOR, ".term-card-definition")
    # The card's text comes from glossary-terms.js, once for the site, by the link's fragment.
    entry = driver.execute_script("return window.DUET_TERMS[decodeURIComponent(arguments[0].hash.slice(1))]", link)
    counterpart, own_definition = (entry[1], entry[2]) if page == "en" else (entry[0], entry[3])
    assert term.text == counterpart
    assert term.get_attribute("lang") == counterpart_lang
    assert definition.text and definition.text == own_definition
    assert link.get_attribute("data-counterpart") is None, "links no longer repeat the term's data"
    assert not driver.execute_script("return arguments[0].hasAttribute('class')", link), "a glossary link carries only its href"
    # Focused, it is clear: a solid underline.
    assert "solid" in driver.execute_script("return getComputedStyle(arguments[0]).textDecorationStyle", link)
    assert definition.get_attribute("lang") == definition_lang
    assert link.get_attribute("aria-describedby") == "term-card"
    # The card sits beside its link, inside the window.
    box = driver.execute_script("var r = arguments[0].getBoundingClientRect(); return [r.left, r.right, r.top, r.bottom];", shown)
    assert box[0] >= 0 and box[1] <= driver.execute_script("return document.documentElement.clientWidth")
    # Nothing is drawn as generated content any more.
    assert driver.execute_script("return getComputedStyle(arguments[0], '::after').content", link) in ("none", "normal")
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()
    wait(driver).until(lambda d: not card(d).is_displayed())
    assert driver.switch_to.active_element == link
    assert link.get_attribute("aria-describedby") is None


def test_hovering_a_term_shows_the_card_and_the_pointer_can_move_onto_it(driver):
    open_page(driver, "en/adaptive-model/index.html")
    link = first_visible_term(driver)
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", link)
    ActionChains(driver).move_to_element(link).perform()
    shown = wait(driver).until(lambda d: card(d) if card(d).is_displayed() else None)
    ActionChains(driver).move_to_element(shown).perform()
    driver.execute_script("return new Promise(function (r) { setTimeout(r, 400); })")
    assert shown.is_displayed()
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()
    wait(driver).until(lambda d: not card(d).is_displayed())


def test_a_term_is_a_link_only_on_its_first_use_in_each_section(driver):
    open_page(driver, "en/adaptive-model/index.html")
    repeated = driver.execute_script("""
      var seen = {}, repeats = [];
      var blocks = document.querySelectorAll("main .content > div > div[lang='en']");
      var links = arguments[0] + ", " + arguments[1];
      Array.prototype.forEach.call(blocks, function (block) {
        if (block.querySelector('h2, h3, h4')) seen = {};
        Array.prototype.forEach.call(block.querySelectorAll(links), function (a) {
          var key = a.getAttribute('href');
          if (seen[key]) repeats.push(key); else seen[key] = true;
        });
      });
      return [repeats, Object.keys(seen).length, document.querySelectorAll("main .content > div > div[lang='en'] " + arguments[0]).length];""", TERM, SYMBOL)
    assert repeated[0] == []
    assert repeated[2] > 10


@pytest.mark.parametrize("page", ["en", "zh"])
def test_hovering_a_symbol_link_titles_it_with_the_other_spelling_from_symbol_names(driver, page):
    open_page(driver, f"{page}/adaptive-model/index.html")
    # The page carries no titles on symbol links; symbol-names.js holds both spellings.
    assert driver.execute_script("return document.querySelectorAll('main ' + arguments[0] + '[title]').length", SYMBOL) == 0
    assert driver.execute_script("return document.querySelectorAll('main a.symbol, main a.term').length") == 0
    # The names are loaded the first time a symbol link is reached, not with the page.
    assert driver.execute_script("return window.DUET_SYMBOLS === undefined")
    symbols = symbol_names()
    link = driver.execute_script(
        "var symbols = arguments[1];"
        "return Array.prototype.filter.call(document.querySelectorAll('main ' + arguments[0]), function (a) {"
        "  var n = symbols[decodeURIComponent(a.hash.slice(1))];"
        "  return n && n[1] && a.getClientRects().length > 0; })[0];", SYMBOL, symbols)
    assert link is not None, "a visible symbol link with an Objective-C name"
    names = driver.execute_script("return arguments[1][decodeURIComponent(arguments[0].hash.slice(1))]", link, symbols)
    shown = link.text
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", link)
    ActionChains(driver).move_to_element(link).perform()
    wait(driver).until(lambda d: link.get_attribute("title"))
    expected = " · ".join(name for name in names if name and name != shown)
    assert link.get_attribute("title") == expected
    assert shown not in link.get_attribute("title").split(" · ")

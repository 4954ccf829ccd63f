"""Links in the text: a glossary term links on its first use per page (per language), an
API symbol on its first use per section; links are quiet in body text (a faint dotted
underline for a term, the symbol colour alone for a symbol, as in DocC) and clear on
hover and keyboard focus."""
import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import open_page, wait

CHAPTERS = ["adaptive-model", "presentations", "custom-transitions", "windows-and-scenes"]
TERM = 'a[href^="../"][href*="/glossary/index.html#"]'
SYMBOL = 'a[href^="../"][href*="/reference/"][href*="#"]'


@pytest.mark.parametrize("language", ["en", "zh"])
@pytest.mark.parametrize("chapter", CHAPTERS)
def test_a_term_links_once_per_page_and_a_symbol_once_per_section(driver, language, chapter):
    open_page(driver, f"{language}/{chapter}/index.html")
    # A page holds its own language: side by side brings in the other's blocks.
    driver.execute_script("document.querySelector('header button[data-mode=\"parallel\"]').click()")
    wait(driver).until(lambda d: d.execute_script(
        "return document.querySelectorAll('.content > div > div[lang=en]').length > 0 && document.querySelectorAll('.content > div > div[lang=\"zh-Hans\"]').length > 0"))
    for block_lang in ("en", "zh-Hans"):
        hrefs = driver.execute_script(
            "return Array.from(document.querySelectorAll('.content > div > div[lang=\"' + arguments[0] + '\"] ' + arguments[1]))"
            ".map((a) => a.getAttribute('href'))", block_lang, TERM)
        repeated = sorted({h for h in hrefs if hrefs.count(h) > 1})
        assert repeated == [], f"{block_lang}: terms linked more than once: {repeated}"
        assert len(hrefs) < 80, f"{block_lang}: {len(hrefs)} term links"
    symbols = driver.execute_script(
        "return Array.from(document.querySelectorAll('.content > div > div[lang=en] ' + arguments[0])).map((a) => a.getAttribute('href'))", SYMBOL)
    assert symbols, "API symbols keep their links"


def decoration(driver, element):
    return driver.execute_script(
        "const s = getComputedStyle(arguments[0]); return [s.textDecorationLine, s.textDecorationColor, s.color, s.textDecorationThickness]",
        element)


def alpha(colour):
    return float(colour.split(",")[3].strip(" )")) if colour.startswith("rgba") else 1.0


CONTRAST = """
const luminance = (colour) => {
  const [r, g, b] = colour.match(/[\\d.]+/g).slice(0, 3).map(Number).map((v) => v / 255)
    .map((v) => v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const a = luminance(getComputedStyle(arguments[0]).color), b = luminance(getComputedStyle(arguments[0].parentElement).color);
return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
"""


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_links_are_quiet_in_the_text_and_clear_on_hover_and_focus(driver, theme):
    open_page(driver, "en/presentations/index.html")
    driver.execute_script("document.documentElement.setAttribute('data-theme', arguments[0])", theme)
    # A glossary term: a faint dotted underline at rest, the full one on hover.
    link = driver.find_element(By.CSS_SELECTOR, ".content > div > div[lang=en] p " + TERM)
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    line, colour, _, _ = decoration(driver, link)
    assert "underline" in line, "a term is told from text without relying on colour"
    assert alpha(colour) < 0.6, f"the underline is faint at rest ({colour})"
    ActionChains(driver).move_to_element(link).perform()
    wait(driver).until(lambda d: alpha(decoration(d, link)[1]) == 1.0)
    ActionChains(driver).move_by_offset(0, 300).perform()
    wait(driver).until(lambda d: alpha(decoration(d, link)[1]) < 0.6)
    # A symbol, as in DocC: no underline at rest, its colour 3:1 against the text around it,
    # the underline on hover.
    link = driver.find_element(By.CSS_SELECTOR, ".content > div > div[lang=en] p " + SYMBOL)
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    assert decoration(driver, link)[0] == "none"
    assert driver.execute_script(CONTRAST, link) >= 3.0
    ActionChains(driver).move_to_element(link).perform()
    wait(driver).until(lambda d: "underline" in decoration(d, link)[0])
    ActionChains(driver).move_by_offset(0, 300).perform()
    wait(driver).until(lambda d: decoration(d, link)[0] == "none")
    # Keyboard focus shows the underline and an outline.
    driver.execute_script("arguments[0].focus()", link)
    ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).send_keys(Keys.TAB).perform()
    focused = driver.switch_to.active_element
    assert focused == link
    assert "underline" in decoration(driver, focused)[0]
    assert driver.execute_script("return getComputedStyle(arguments[0]).outlineStyle", focused) != "none"

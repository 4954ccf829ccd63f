// Glossary cards, and symbol links' tooltips (at nameSymbol). A glossary link (written by
// ModelCrossLinks, with no class) is a relative link to its entry on the glossary page,
// `../glossary/index.html#<id>` (TERM_LINK); the entry's id is its fragment.
// glossary-terms.js (TermCard.swift) holds
// every term and short definition in both languages, once for the site, and is loaded
// when a card is first wanted (duet.js's DUET_NEED), not with the page; on hover and on
// keyboard focus this shows the term in the other language and the definition in the
// link's language in one real element beside the link, each part with its own `lang`,
// described to assistive technology through aria-describedby.
// WCAG 1.4.13: the card can be hovered without vanishing, and Escape dismisses it
// without moving focus. Without JavaScript the link still leads to the glossary entry.
(function () {
  "use strict";
  var card = null, term = null, definition = null, owner = null, hideTimer = 0, dismissed = null;
  // Links are known by their href, not a class (a class in every link was bytes in every
  // page): relative links into the glossary's folder and into the reference's. A slug can
  // be neither "glossary" nor "reference", and the "/" before each keeps out a slug that
  // ends with one; "../" keeps out addresses on other sites.
  var TERM_LINK = 'a[href^="../"][href*="/glossary/index.html#"]';
  var SYMBOL_LINK = 'a[href^="../"][href*="/reference/"][href*="#"]';

  function build() {
    card = document.createElement("div");
    card.className = "term-card";
    card.id = "term-card";
    card.setAttribute("role", "tooltip");
    card.hidden = true;
    term = document.createElement("span");
    term.className = "term-card-term";
    definition = document.createElement("span");
    definition.className = "term-card-definition";
    card.appendChild(term);
    card.appendChild(definition);
    card.addEventListener("mouseenter", function () { clearTimeout(hideTimer); });
    card.addEventListener("mouseleave", function () { scheduleHide(); });
    document.body.appendChild(card);
  }

  function languageOf(element) {
    var holder = element.closest("[lang]");
    return holder ? holder.getAttribute("lang") : document.documentElement.lang;
  }

  function place(link) {
    var rect = link.getBoundingClientRect();
    var width = card.offsetWidth, height = card.offsetHeight, gap = 6;
    var left = Math.max(8, Math.min(rect.left, document.documentElement.clientWidth - width - 8));
    var below = rect.bottom + gap + height <= window.innerHeight;
    var top = below ? rect.bottom + gap : rect.top - gap - height;
    card.style.left = (left + window.scrollX) + "px";
    card.style.top = (top + window.scrollY) + "px";
  }

  function show(link) {
    if (dismissed === link) return;
    clearTimeout(hideTimer);
    if (!card) build();
    if (owner && owner !== link) owner.removeAttribute("aria-describedby");
    owner = link;
    var data = entry(link);
    var zh = languageOf(link).indexOf("zh") === 0;
    term.textContent = data[zh ? 0 : 1];
    term.setAttribute("lang", zh ? "en" : "zh-Hans");
    var text = data[zh ? 3 : 2] || "";
    definition.textContent = text;
    definition.setAttribute("lang", languageOf(link));
    definition.hidden = !text;
    card.hidden = false;
    link.setAttribute("aria-describedby", card.id);
    place(link);
  }

  function hide() {
    clearTimeout(hideTimer);
    if (!card) return;
    card.hidden = true;
    if (owner) owner.removeAttribute("aria-describedby");
    owner = null;
  }

  // A short delay, so the pointer can travel from the link onto the card.
  function scheduleHide() {
    clearTimeout(hideTimer);
    hideTimer = setTimeout(hide, 250);
  }

  // The entry a link leads to: [en, zh, en definition, zh definition], or null.
  function entry(link) {
    var terms = window.DUET_TERMS || {};
    var id = "";
    try { id = decodeURIComponent((link.hash || "").slice(1)); } catch (e) { return null; }
    return Object.prototype.hasOwnProperty.call(terms, id) ? terms[id] : null;
  }

  function termLink(target) {
    var link = target && target.closest ? target.closest(TERM_LINK) : null;
    return link && entry(link) ? link : null;
  }

  // The data a card or a tooltip reads, loaded the first time it is wanted; `done` runs
  // once it is there (at once after that).
  function withData(name, global, done) {
    if (window[global]) { done(); return; }
    if (window.DUET_NEED) window.DUET_NEED(name, function () { if (window[global]) done(); });
  }
  // A card wanted while its data loads is shown only if the reader is still on the link.
  function wanted(link) { return document.activeElement === link || link.matches(":hover"); }

  // A symbol link (SYMBOL_LINK, whose fragment is a symbol's id) gets its tooltip, the
  // symbol's other spelling, when the pointer first reaches it: symbol-names.js
  // (SymbolNames.swift) holds both spellings of every symbol once for the site instead of a
  // title in every link.
  function nameSymbol(target) {
    var link = target && target.closest ? target.closest(SYMBOL_LINK) : null;
    if (!link || link.hasAttribute("title")) return;
    if (!window.DUET_SYMBOLS) { withData("symbol-names.js", "DUET_SYMBOLS", function () { nameSymbol(link); }); return; }
    var names = window.DUET_SYMBOLS || {}, id = "";
    try { id = decodeURIComponent((link.hash || "").slice(1)); } catch (e) { return; }
    if (!Object.prototype.hasOwnProperty.call(names, id)) return;
    var shown = link.textContent, other = names[id].filter(function (name) { return name && name !== shown; });
    if (other.length) link.setAttribute("title", other.join(" \u00b7 "));
  }

  // The first time a term link is reached, its card waits for the glossary's data.
  function reach(target) {
    var link = target && target.closest ? target.closest(TERM_LINK) : null;
    if (!link || window.DUET_TERMS) return false;
    withData("glossary-terms.js", "DUET_TERMS", function () { if (entry(link) && wanted(link)) show(link); });
    return true;
  }

  document.addEventListener("mouseover", function (event) {
    nameSymbol(event.target);
    if (reach(event.target)) return;
    var link = termLink(event.target);
    if (link) show(link);
  });
  document.addEventListener("mouseout", function (event) {
    var link = termLink(event.target);
    if (!link || (event.relatedTarget && link.contains(event.relatedTarget))) return;
    if (dismissed === link) dismissed = null;
    if (owner === link && document.activeElement !== link) scheduleHide();
  });
  document.addEventListener("focusin", function (event) {
    if (reach(event.target)) return;
    var link = termLink(event.target);
    if (link) show(link); else if (owner) hide();
  });
  document.addEventListener("focusout", function (event) {
    var link = termLink(event.target);
    if (!link) return;
    if (dismissed === link) dismissed = null;
    if (owner === link) hide();
  });
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape" || !card || card.hidden) return;
    dismissed = owner;
    hide();
  });
  window.addEventListener("resize", function () { if (owner && card && !card.hidden) place(owner); });
  // duet.js asks for this script after the first paint: a term the reader focused or
  // pointed at before it arrived gets its card now.
  var hovered = document.querySelectorAll(":hover"), caught = false;
  [document.activeElement, hovered[hovered.length - 1]].forEach(function (early) {
    if (caught || !early || !early.closest || !early.closest(TERM_LINK)) return;
    caught = true;
    nameSymbol(early);
    if (reach(early)) return;
    var link = termLink(early);
    if (link) show(link);
  });
})();

// Duet reader script. Everything here is an enhancement: without it a page shows its own
// language, the language switch is a plain link and code can be selected by hand.
(function () {
  "use strict";

  // ---- The other scripts ---------------------------------------------------------------
  // A page names this script alone (head.mustache) and one stylesheet. The build writes
  // the words the scripts write at the head of this file (InterfaceScript.swift), and this
  // script brings every other script only when the page needs it: the declaration switch where a page has one, the term cards where a page
  // has a term or symbol link (their data when a card is first shown, term-card.js), and
  // search when the reader first reaches for the search box. Each is written once for the
  // site, loaded at most once and cached by the browser.
  var own = document.currentScript || document.querySelector("script[src$='duet.js']");
  var assets = own ? own.src.replace(/[^\/]*$/, "") : "";
  var requested = {};
  function need(name, done) {
    var state = requested[name];
    if (state === true) { if (done) done(); return; }
    if (state) { if (done) state.push(done); return; }
    requested[name] = done ? [done] : [];
    var script = document.createElement("script");
    script.src = assets + name;
    script.onload = script.onerror = function () {
      var waiting = requested[name];
      requested[name] = true;
      waiting.forEach(function (callback) { callback(); });
    };
    document.head.appendChild(script);
  }
  window.DUET_NEED = need;
  reader();

  function reader() {
    var root = document.documentElement;
    var body = document.body;
    var pageLanguage = root.lang.indexOf("zh") === 0 ? "zh" : "en";
    var modes = ["en", "zh", "parallel"];
    // The text is one unit per aligned pair of blocks (a div in .content), each block a div
    // with its lang (BilingualBody.swift): the wrappers carry no classes.
    var UNIT = ".content > div", BLOCK = UNIT + " > div";

    function read(key) { try { return localStorage.getItem(key); } catch (e) { return null; } }
    function store(key, value) { try { localStorage.setItem(key, value); } catch (e) {} }
    function toArray(list) { return Array.prototype.slice.call(list); }
    // This language's controls and words, written once for the site (InterfaceScript.swift).
    var ui = (window.DUET_INTERFACE || {})[pageLanguage] || {};
    function text(name, fallback) { return (ui.text && ui.text[name]) || fallback; }

    // Pages in a language carry data-mode; the root chooser and the 404 page do not, and
    // must not overwrite the reader's language.
    if (root.hasAttribute("data-mode")) store("duet.language", pageLanguage);

    // A polite live region, so "Copied" is heard as well as seen.
    var status = document.createElement("div");
    status.className = "visually-hidden";
    status.setAttribute("aria-live", "polite");
    body.appendChild(status);
    function announce(message) { status.textContent = ""; setTimeout(function () { status.textContent = message; }, 50); }

    // ---- Headings: ids follow what is shown -------------------------------------------
    // Both languages' headings share one anchor, but an id must be unique, so the build
    // gives it to the page's own language and keeps `data-anchor` on the other. Here the
    // id moves to the element the current mode shows (headings, and the entries of the
    // reference and glossary pages).
    // The other language's blocks, brought in later, come with their anchors in
    // data-anchor, and the lists are gathered again.
    var anchored, headings;
    function gatherAnchors() {
      anchored = toArray(document.querySelectorAll(BLOCK + " [id], " + BLOCK + " [data-anchor]"));
      anchored.forEach(function (element) { if (element.id) element.setAttribute("data-anchor", element.id); });
      headings = anchored.filter(function (element) { return /^H[1-6]$/.test(element.tagName); });
    }
    gatherAnchors();
    function blockLanguage(element) {
      var block = element.closest(BLOCK);
      return block && block.lang.indexOf("zh") === 0 ? "zh" : "en";
    }
    function isShown(element) { return element.getClientRects().length > 0; }
    function placeIDs() {
      var groups = {};
      anchored.forEach(function (h) {
        var anchor = h.getAttribute("data-anchor");
        (groups[anchor] = groups[anchor] || []).push(h);
      });
      Object.keys(groups).forEach(function (anchor) {
        var group = groups[anchor];
        var shown = group.filter(isShown);
        var candidates = shown.length ? shown : group;
        var owner = candidates.filter(function (h) { return blockLanguage(h) === pageLanguage; })[0] || candidates[0];
        group.forEach(function (h) { if (h !== owner) h.removeAttribute("id"); });
        owner.id = anchor;
      });
    }

    // The section the reader is in: the last shown heading at or above the top of the view.
    function currentSection() {
      var limit = 110;
      var found = null;
      headings.forEach(function (h) {
        if (!isShown(h)) return;
        if (h.getBoundingClientRect().top <= limit) found = h;
      });
      return found ? found.getAttribute("data-anchor") : null;
    }

    // ---- Boxes that scroll sideways -----------------------------------------------------
    // A listing or table wider than its box scrolls inside it; a reader without a pointer
    // must be able to focus it to scroll it with the arrow keys. Whether a box overflows
    // changes with the window and the reading mode, so it is checked again on each.
    var scrollers = [];
    // Whether the page's tables have been set up (Tables, below): tables that arrive later
    // (release variants) are set up as they come.
    var tablesReady = false;
    function keyboardScrollable(element) {
      var wide = element.scrollWidth > element.clientWidth + 1;
      if (wide && !element.hasAttribute("tabindex")) element.setAttribute("tabindex", "0");
      else if (!wide && element.getAttribute("tabindex") === "0") element.removeAttribute("tabindex");
    }
    // A box shown later (an Objective-C declaration, an unfolded table) is seen by the
    // observer, where there is one.
    var resized = window.ResizeObserver ? new ResizeObserver(function (entries) {
      entries.forEach(function (entry) { keyboardScrollable(entry.target); });
    }) : null;
    function watchScroller(element) {
      scrollers.push(element);
      keyboardScrollable(element);
      if (resized) resized.observe(element);
    }
    function checkScrollers() { scrollers.forEach(keyboardScrollable); }
    window.addEventListener("resize", checkScrollers);

    // ---- Reading modes ------------------------------------------------------------------
    var modeButtons = toArray(document.querySelectorAll("button[data-mode]"));
    // The aligned pair of blocks at the top of the view, and how far below the bar it starts:
    // a pair holds both languages, so it is the same element in every mode and the reader
    // can be put back at the very paragraph they were reading, not just its section.
    function barBottom() {
      var bar = document.querySelector(".topbar");
      var rect = bar && bar.getBoundingClientRect();
      return rect && rect.bottom > 0 ? rect.bottom : 0;
    }
    // The place is the first pair that starts in the upper third of the view; failing that,
    // the pair under the bar, with how far into it the reader is as a share of its height
    // (its height changes with the mode).
    function readingPlace() {
      var top = barBottom();
      var third = top + (window.innerHeight - top) / 3;
      var pairs = document.querySelectorAll("main " + UNIT);
      var spanning = null;
      for (var i = 0; i < pairs.length; i++) {
        var rect = pairs[i].getBoundingClientRect();
        if (rect.height === 0 || rect.bottom <= top) continue;
        if (rect.top >= top - 1) return rect.top <= third || !spanning ? { pair: pairs[i], offset: rect.top - top, share: 0 } : spanning;
        if (!spanning) spanning = { pair: pairs[i], offset: 0, share: (top - rect.top) / rect.height };
      }
      return spanning;
    }
    function restorePlace(place) {
      var rect = place.pair.getBoundingClientRect();
      window.scrollBy(0, rect.top + place.share * rect.height - barBottom() - place.offset);
    }
    // The words of controls that are attributes, not text (the search box's placeholder
    // and name), follow the reading mode like the interface's text does (style.css .bi).
    function interfaceLanguage(lang) {
      toArray(document.querySelectorAll("[data-placeholder-" + lang + "]")).forEach(function (element) {
        element.setAttribute("placeholder", element.getAttribute("data-placeholder-" + lang));
        if (element.hasAttribute("data-label-" + lang)) element.setAttribute("aria-label", element.getAttribute("data-label-" + lang));
      });
    }
    // ---- The other language's blocks ----------------------------------------------------
    // A content page holds its own language's blocks; the other language's stand on the
    // other language's page, in units at the same positions (BilingualBody.swift). They are
    // fetched from that page the first time the reader asks for the other language or for
    // both side by side, and put into the units, hidden until the mode shows them, so
    // nothing moves. Pointing at a mode button fetches the page ahead, and the browser
    // keeps it for when the reader goes there. A reader who chose such a mode on an
    // earlier visit gets the page with its text hidden by the head script (other-wanted)
    // until the blocks are in, so the first paint of the text is the final one.
    var otherLanguage = pageLanguage === "en" ? "zh" : "en";
    var contentBox = document.querySelector(".content[data-other]"), otherPage = contentBox && contentBox.getAttribute("data-other");
    // A template of a project's own may leave data-other out: a page whose text has none of
    // the other language's blocks then takes the other page from its alternate link.
    if (!contentBox) {
      var box = document.querySelector(".content:not(.single-language)");
      var alternate = document.querySelector('link[rel="alternate"][hreflang]');
      if (box && alternate && box.querySelector(":scope > div > div[lang]") && !box.querySelector(":scope > div > div:lang(" + otherLanguage + ")")) {
        contentBox = box;
        otherPage = alternate.getAttribute("href");
      }
    }
    var otherMerged = !contentBox, otherText = null, otherWaiting = null;
    function needsOther(mode) { return !otherMerged && (mode === "parallel" || mode !== pageLanguage); }
    function fetchOther() {
      if (!otherText) {
        otherText = window.fetch ? fetch(otherAddress.href).then(function (response) {
          if (!response.ok) throw new Error(String(response.status));
          return response.text();
        }) : Promise.reject(new Error("no fetch"));
        // A failed request is made again the next time.
        otherText.catch(function () { otherText = null; });
      }
      return otherText;
    }
    var otherAddress = contentBox ? new URL(otherPage, location.href) : null;
    // An address on this site as a path relative to this page ("../../zh/glossary/index.html#x").
    function fromHere(target) {
      var page = function (path) { return path.replace(/index\.html$/, ""); };
      // A link to this very page stays on it.
      if (page(target.pathname) === page(location.pathname)) return (target.search || "") + (target.hash || "#");
      var here = location.pathname.split("/"), there = target.pathname.split("/");
      var common = 0;
      while (common < here.length - 1 && common < there.length - 1 && here[common] === there[common]) common++;
      var up = [];
      for (var i = common; i < here.length - 1; i++) up.push("..");
      return up.concat(there.slice(common)).join("/") + target.search + target.hash;
    }
    // The other language's pages and this language's, matched through the two pages'
    // sidebars, which list the same pages in the same order (a chapter's slug may differ
    // between the languages); any other page of the other language is found by changing
    // the language's folder in its address.
    function pageMap(otherDocument) {
      var pagesIn = function (root) {
        return toArray(root.querySelectorAll(".sidebar a[href]")).filter(function (a) { return a.getAttribute("href").charAt(0) !== "#"; });
      };
      var mine = pagesIn(document), theirs = pagesIn(otherDocument), map = {};
      if (mine.length === theirs.length) theirs.forEach(function (a, index) {
        map[new URL(a.getAttribute("href"), otherAddress).pathname] = new URL(mine[index].getAttribute("href"), location.href).pathname;
      });
      return map;
    }
    function intoThisLanguage(target, pages) {
      if (pages[target.pathname]) { target.pathname = pages[target.pathname]; return target; }
      var here = location.pathname.split("/"), there = otherAddress.pathname.split("/"), parts = target.pathname.split("/");
      for (var k = 0; k < Math.min(here.length, there.length) && here[k] === there[k]; k++) {}
      if (k < here.length - 1 && parts[k] === there[k] && parts.slice(0, k).join("/") === here.slice(0, k).join("/")) {
        parts[k] = here[k];
        target.pathname = parts.join("/");
      }
      return target;
    }
    function languageOf(element) { return element.lang.indexOf("zh") === 0 ? "zh" : "en"; }
    function unitsOf(box) { return toArray(box.children).filter(function (unit) { return unit.tagName === "DIV"; }); }
    // Puts the other page's blocks into this page's units; false if the two pages do not
    // hold the same units (one of them from another build), and nothing is changed then.
    function mergeOther(html) {
      var otherDocument = new DOMParser().parseFromString(html, "text/html");
      var theirBox = otherDocument.querySelector(".content");
      var pages = pageMap(otherDocument);
      var ours = unitsOf(contentBox), theirs = theirBox ? unitsOf(theirBox) : [];
      if (theirs.length !== ours.length) return false;
      var added = [];
      ours.forEach(function (unit, index) {
        var held = toArray(unit.children).filter(function (block) { return block.tagName === "DIV" && block.lang; }).map(languageOf);
        toArray(theirs[index].children).forEach(function (block) {
          if (block.tagName !== "DIV" || !block.lang || held.indexOf(languageOf(block)) >= 0) return;
          var copy = document.importNode(block, true);
          // Ids belong to this page's language; the placeholders of release variants
          // name the other page's variants file.
          toArray(copy.querySelectorAll("[id]")).forEach(function (element) {
            element.setAttribute("data-anchor", element.id);
            element.removeAttribute("id");
          });
          toArray(copy.querySelectorAll(".release-variants[data-slot]")).forEach(function (slot) { slot.setAttribute("data-from", otherLanguage); });
          // Links written for the other page lead into this page's language, as the page's
          // own blocks do (its glossary, reference and chapters), written relative to it.
          toArray(copy.querySelectorAll("a[href], img[src]")).forEach(function (element) {
            var attribute = element.tagName === "A" ? "href" : "src";
            var value = element.getAttribute(attribute);
            if (/^(#|[a-z][a-z0-9+.-]*:|\/)/i.test(value)) return;
            element.setAttribute(attribute, fromHere(intoThisLanguage(new URL(value, otherAddress), pages)));
          });
          if (languageOf(copy) === "en") unit.insertBefore(copy, unit.firstElementChild && unit.firstElementChild.lang ? unit.firstElementChild : null);
          else unit.appendChild(copy);
          added.push(copy);
        });
      });
      otherMerged = true;
      gatherAnchors();
      // A widget that fails to set up must not keep the text from being shown.
      try {
        added.forEach(setUpBlock);
        blocksAdded();
      } catch (error) {
        setTimeout(function () { throw error; }, 0);
      }
      return true;
    }
    // A page opened from disk cannot fetch another file; a request that takes longer than
    // a few seconds is given up, and the reader keeps reading this page's language.
    var fromDisk = location.protocol === "file:";
    function withOther(done) {
      if (otherMerged) return done(true);
      if (fromDisk) return done(false);
      if (otherWaiting) { otherWaiting.push(done); return; }
      otherWaiting = [done];
      var finished = false;
      var finish = function (merged) {
        if (finished) return;
        finished = true;
        var waiting = otherWaiting;
        otherWaiting = null;
        waiting.forEach(function (callback) { callback(merged); });
      };
      var timer = setTimeout(function () { finish(false); }, 5000);
      fetchOther().then(function (html) {
        if (finished) return;
        clearTimeout(timer);
        finish(mergeOther(html));
      }).then(null, function () { clearTimeout(timer); finish(otherMerged); });
    }
    // Set up later in this script: what a block needs once it is in the page (copy buttons,
    // tables), and what the page does once blocks arrived (releases, term links).
    var blockSetups = [], afterBlocks = [];
    // Work that waits for the release variants being loaded, if any are (Edition, below).
    var loadingVariants = false, variantWaiters = [];
    function afterVariants(work) { if (loadingVariants) variantWaiters.push(work); else work(); }
    function variantsSettled() {
      if (loadingVariants) return;
      var waiting = variantWaiters;
      variantWaiters = [];
      waiting.forEach(function (work) { work(); });
    }
    function setUpBlock(block) { blockSetups.forEach(function (setUp) { setUp(block); }); }
    // The other scripts (declarations.js, playground.js) set up what arrived on this event.
    function blocksAdded() {
      afterBlocks.forEach(function (work) { work(); });
      document.dispatchEvent(new CustomEvent("duet:blocks"));
    }

    // The mode asked for last: an answer from the other page that comes after the reader
    // asked for something else is not acted on.
    var requestedMode = null;
    function applyMode(mode, keepPlace) {
      if (modes.indexOf(mode) < 0) return;
      requestedMode = mode;
      if (needsOther(mode)) {
        withOther(function (merged) {
          if (requestedMode !== mode) return;
          if (merged) {
            // A remembered release: the other page's variants are in before the text shows.
            afterVariants(function () {
              if (requestedMode !== mode) return;
              applyMode(mode, keepPlace);
              if (!keepPlace && location.hash) revealHash();
            });
            return;
          }
          // The other page could not be had: the reader keeps this page's language, or,
          // asking for the other language alone, goes to its page at their section. From
          // disk it never can be, so the choice is not kept there.
          root.classList.remove("other-wanted");
          if (keepPlace && fromDisk) store("duet.mode", pageLanguage);
          var link = document.querySelector("a[data-keep-hash]");
          if (keepPlace && mode === otherLanguage && link) { link.click(); return; }
          applyMode(pageLanguage, keepPlace);
        });
        return;
      }
      root.classList.remove("other-wanted");
      var place = keepPlace ? readingPlace() : null;
      var section = keepPlace ? currentSection() : null;
      root.setAttribute("data-mode", mode);
      interfaceLanguage(mode === "parallel" ? pageLanguage : mode);
      modeButtons.forEach(function (button) {
        button.setAttribute("aria-pressed", String(button.getAttribute("data-mode") === mode));
      });
      placeIDs();
      checkScrollers();
      if (place) restorePlace(place);
      if (section && history.replaceState) history.replaceState(null, "", "#" + section);
      highlightSection();
    }
    modeButtons.forEach(function (button) {
      var ahead = function () { if (contentBox && !otherMerged && needsOther(button.getAttribute("data-mode"))) fetchOther().catch(function () {}); };
      button.addEventListener("pointerenter", ahead);
      button.addEventListener("focus", ahead);
      button.addEventListener("click", function () {
        var mode = button.getAttribute("data-mode");
        store("duet.mode", mode);
        applyMode(mode, true);
      });
    });
    applyMode(root.getAttribute("data-mode") || pageLanguage, false);
    // A link into a section whose heading the mode hides: go to the one it shows.
    function revealHash() {
      var id;
      try { id = decodeURIComponent(location.hash.slice(1)); } catch (e) { return; }
      var target = id && document.getElementById(id);
      if (target) target.scrollIntoView({ block: "start" });
    }
    if (location.hash) revealHash();
    window.addEventListener("hashchange", revealHash);

    // The language switch goes to the other page at the reader's section, and the reader
    // who asked for the other language gets it there whatever mode was remembered.
    toArray(document.querySelectorAll("a[data-keep-hash]")).forEach(function (link) {
      link.addEventListener("click", function () {
        var section = currentSection() || location.hash.slice(1);
        link.href = link.href.split("#")[0] + (section ? "#" + section : "");
        var target = (link.getAttribute("hreflang") || "").indexOf("zh") === 0 ? "zh" : "en";
        if (read("duet.mode") !== "parallel") store("duet.mode", target);
      });
    });

    // ---- Contents drawer on narrow screens ----------------------------------------------
    // The contents button is a link to the chapter list without JavaScript; here it opens
    // the list as a drawer: focus moves into it and stays there, Escape or the backdrop
    // closes it, and focus returns to the button.
    var menu = document.querySelector(".menu-toggle");
    var drawer = document.getElementById("sidebar");
    if (menu && drawer) {
      var backdrop = null;
      menu.setAttribute("role", "button");
      menu.setAttribute("aria-controls", "sidebar");
      menu.setAttribute("aria-expanded", "false");
      var focusable = function () {
        return toArray(drawer.querySelectorAll("a[href], button, input, select, [tabindex]:not([tabindex='-1'])"))
          .filter(function (element) { return element.getClientRects().length > 0; });
      };
      var isOpen = function () { return root.classList.contains("drawer-open"); };
      var close = function (returnFocus) {
        if (!isOpen()) return;
        root.classList.remove("drawer-open");
        menu.setAttribute("aria-expanded", "false");
        drawer.removeAttribute("role");
        drawer.removeAttribute("aria-modal");
        drawer.removeAttribute("aria-label");
        if (backdrop) { backdrop.parentNode.removeChild(backdrop); backdrop = null; }
        if (returnFocus) menu.focus();
      };
      var open = function () {
        root.classList.add("drawer-open");
        menu.setAttribute("aria-expanded", "true");
        drawer.setAttribute("role", "dialog");
        drawer.setAttribute("aria-modal", "true");
        // The dialog is named as the navigation inside it is.
        var navigation = drawer.querySelector("nav[aria-label]");
        if (navigation) drawer.setAttribute("aria-label", navigation.getAttribute("aria-label"));
        backdrop = document.createElement("div");
        backdrop.className = "drawer-backdrop";
        backdrop.addEventListener("click", function () { close(true); });
        body.appendChild(backdrop);
        // Let the drawer become visible before focusing into it.
        void getComputedStyle(drawer).visibility;
        var current = drawer.querySelector("[aria-current='page'], a.active") || focusable()[0];
        if (current) {
          current.focus();
          if (current.scrollIntoView) current.scrollIntoView({ block: "center" });
        }
      };
      menu.addEventListener("click", function (event) {
        // On wide screens the contents are always shown and the link is not displayed.
        event.preventDefault();
        if (isOpen()) close(true); else open();
      });
      menu.addEventListener("keydown", function (event) {
        if (event.key === " ") { event.preventDefault(); menu.click(); }
      });
      document.addEventListener("keydown", function (event) {
        if (!isOpen()) return;
        if (event.key === "Escape") { event.preventDefault(); close(true); return; }
        if (event.key !== "Tab") return;
        var items = focusable();
        if (!items.length) return;
        var first = items[0], last = items[items.length - 1];
        if (event.shiftKey && (document.activeElement === first || !drawer.contains(document.activeElement))) {
          event.preventDefault(); last.focus();
        } else if (!event.shiftKey && (document.activeElement === last || !drawer.contains(document.activeElement))) {
          event.preventDefault(); first.focus();
        }
      });
      // Following a link in the drawer (a section of this page) closes it.
      drawer.addEventListener("click", function (event) {
        if (event.target.closest && event.target.closest("a[href]")) close(false);
      });
      if (window.matchMedia) {
        var wide = window.matchMedia("(min-width: 48.01rem)");
        var onWide = function () { if (wide.matches) close(false); };
        if (wide.addEventListener) wide.addEventListener("change", onWide);
      }

      // Below 40rem the bar has no room for the release menu and the theme button; style.css
      // hides them there from the first paint, and here they move to the top of the drawer,
      // where touch and Tab reach them. Wider, they go back to their places in the bar.
      var narrowBar = window.matchMedia ? window.matchMedia("(max-width: 40rem)") : null;
      var roaming = [document.querySelector(".topbar .edition-switch"), document.getElementById("theme-toggle")]
        .filter(function (element) { return element; });
      if (narrowBar && roaming.length) {
        var settings = document.createElement("div");
        settings.className = "drawer-settings";
        var homes = roaming.map(function (element) { return { element: element, parent: element.parentNode, next: element.nextSibling }; });
        var placeSettings = function () {
          // Moving an element takes focus from it: give it back.
          var focused = roaming.filter(function (element) { return element.contains(document.activeElement); })[0] && document.activeElement;
          if (narrowBar.matches) {
            drawer.insertBefore(settings, drawer.firstChild);
            roaming.forEach(function (element) { settings.appendChild(element); });
          } else if (settings.parentNode) {
            homes.forEach(function (home) { home.parent.insertBefore(home.element, home.next); });
            settings.parentNode.removeChild(settings);
          }
          if (focused) focused.focus();
        };
        placeSettings();
        if (narrowBar.addEventListener) narrowBar.addEventListener("change", placeSettings);
      }
    }

    // ---- Theme ------------------------------------------------------------------------
    var toggle = document.getElementById("theme-toggle");
    var systemDark = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
    function isDark() {
      var chosen = root.getAttribute("data-theme");
      return chosen ? chosen === "dark" : !!(systemDark && systemDark.matches);
    }
    function syncToggle() { if (toggle) toggle.setAttribute("aria-pressed", String(isDark())); }
    if (toggle) {
      syncToggle();
      toggle.addEventListener("click", function () {
        var next = isDark() ? "light" : "dark";
        root.setAttribute("data-theme", next);
        root.style.colorScheme = next;
        store("duet.theme", next);
        syncToggle();
      });
      if (systemDark && systemDark.addEventListener) systemDark.addEventListener("change", syncToggle);
    }

    // ---- Edition -----------------------------------------------------------------------
    // A generated block says in data-releases which releases it holds for (data-editions:
    // which editions), and its caption says so in a badge; the reader picks any release. Until the reader picks a release nothing folds ("every release");
    // once they do, a block for other releases folds to a notice with a button that shows
    // it anyway, unless its section's heading names a release the block holds for (a
    // section about the guide shows the guide's tables whatever the choice). The choice is
    // remembered like the theme; changing it keeps the reader's paragraph in place.
    var editionSelect = document.getElementById("edition-select");
    if (editionSelect) {
      var editionOptions = toArray(editionSelect.options);
      var known = editionOptions.map(function (option) { return option.value; });
      var everyRelease = known[0];
      var chosenEdition = root.getAttribute("data-edition");
      if (known.indexOf(chosenEdition) < 0) chosenEdition = everyRelease;
      editionSelect.value = chosenEdition;
      // An option is a release ("15", or an edition's name for its first release: "ios13"
      // is iOS 13); its group is the edition whose rules it follows.
      var optionLabel = function (id, lang) {
        var option = editionOptions[known.indexOf(id)];
        return option ? option.getAttribute("data-" + lang) : id;
      };
      var editionLabel = function (id, lang) {
        var group = editionSelect.querySelector("optgroup[data-edition=\"" + id + "\"]");
        return group ? group.getAttribute("data-" + lang) : optionLabel(id, lang);
      };
      var releaseOf = function (id) {
        var option = editionOptions[known.indexOf(id)];
        return option ? option.getAttribute("data-release") : null;
      };
      // A table or figure computed per release carries one variant per group of releases
      // that give the same one; the chosen release's shows in place of the one for every
      // release. The variants wait in the file beside the page (variants.js, written by
      // ReleaseVariantsOnDemand): a page opened with a remembered release has them from
      // the head script, and a release picked later loads them once.
      // The other language's blocks (brought in from its page) name that page's file in
      // data-from; its variants are kept apart from this page's, since both files set
      // window.duetVariants, and the files are loaded one at a time.
      var variantSets = {};
      var variantsFor = function (from) { return from ? variantSets[from] : window.duetVariants; };
      var fillVariants = function () {
        var filled = false;
        toArray(document.querySelectorAll(".release-variants[data-slot]")).forEach(function (placeholder) {
          var slots = variantsFor(placeholder.getAttribute("data-from"));
          var html = slots && slots[Number(placeholder.getAttribute("data-slot"))];
          if (typeof html !== "string") return;
          filled = true;
          var parent = placeholder.parentNode, before = placeholder.previousSibling;
          placeholder.insertAdjacentHTML("beforebegin", html);
          parent.removeChild(placeholder);
          // Tables put in after the page was set up are set up like the others.
          if (tablesReady) {
            for (var node = before ? before.nextSibling : parent.firstChild; node; node = node.nextSibling) {
              if (node.querySelectorAll) toArray(node.querySelectorAll("table")).forEach(setUpTable);
            }
          }
        });
        return filled;
      };
      // The files whose placeholders wait: "" for this page's, a language for the other's.
      var waitingFiles = function () {
        var files = [];
        toArray(document.querySelectorAll(".release-variants[data-slot]")).forEach(function (placeholder) {
          var from = placeholder.getAttribute("data-from") || "";
          if (!variantsFor(from) && files.indexOf(from) < 0) files.push(from);
        });
        return files;
      };
      var loadVariants = function () {
        var from = waitingFiles()[0];
        if (loadingVariants || from === undefined) return;
        loadingVariants = true;
        var own = window.duetVariants;
        var script = document.createElement("script");
        script.src = from ? new URL("variants.js", otherAddress).href : "variants.js";
        script.onload = function () {
          if (from) { variantSets[from] = window.duetVariants; window.duetVariants = own; }
          loadingVariants = false;
          var place = readingPlace();
          fillVariants();
          applyEdition(chosenEdition);
          if (place) restorePlace(place);
          variantsSettled();
        };
        // Offline or a failed request: the blocks keep their form for every release, and
        // the next pick asks again.
        script.onerror = function () {
          loadingVariants = false;
          script.parentNode.removeChild(script);
          variantsSettled();
        };
        document.head.appendChild(script);
      };
      var showVariant = function (block, release) {
        var variants = toArray(block.querySelectorAll(":scope > .release-variant"));
        if (!variants.length) return;
        var match = release && variants.filter(function (variant) {
          return (" " + variant.getAttribute("data-variant") + " ").indexOf(" " + release + " ") >= 0;
        })[0];
        variants.forEach(function (variant) {
          variant.hidden = match ? variant !== match : variant.getAttribute("data-variant") !== "all";
        });
        // A figure's variants share its caption: its badge names the releases of the one shown.
        var badge = block.matches("figure") && block.querySelector(":scope > figcaption .release-badge");
        if (badge) {
          if (!badge.hasAttribute("data-all")) badge.setAttribute("data-all", badge.textContent);
          badge.textContent = match && match.getAttribute("data-badge") || badge.getAttribute("data-all");
        }
      };
      var blockLang = function (element) {
        var owner = element.closest("[lang]");
        return owner && owner.lang.indexOf("zh") === 0 ? "zh" : "en";
      };
      // The heading of the section a block is in: the last heading before it in its column.
      var sectionHeading = function (block) {
        var column = block.closest(BLOCK);
        var unit = column && column.parentNode;
        var index = column ? toArray(unit.children).indexOf(column) : -1;
        for (var pair = unit; pair; pair = pair.previousElementSibling) {
          var own = pair === unit ? column : pair.children[index] || pair.children[0];
          var found = own ? toArray(own.querySelectorAll("h2, h3, h4")) : [];
          if (pair === unit) found = found.filter(function (h) { return h.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING; });
          if (own && /^H[2-4]$/.test(own.tagName)) found.push(own);
          if (found.length) return found[found.length - 1];
        }
        return null;
      };
      // Whether a heading names an edition: "iOS 8 to 12", "iOS 8–12", "iOS 13 至 17", "iOS 27".
      var releaseNumbers = function (id) { return (editionLabel(id, "en").match(/\d+/g) || []); };
      var namesEdition = function (heading, id) {
        var numbers = releaseNumbers(id);
        if (!heading || !numbers.length) return false;
        var pattern = numbers.length > 1
          ? "iOS\\s*" + numbers[0] + "(?!\\d)[^\\d]{1,8}" + numbers[numbers.length - 1] + "(?!\\d)"
          : "iOS\\s*" + numbers[0] + "(?![\\d–-])";
        return new RegExp(pattern).test(heading.textContent);
      };
      var keptBySection = function (block) {
        var heading = sectionHeading(block);
        return block.getAttribute("data-editions").split(" ").some(function (id) { return namesEdition(heading, id); });
      };
      var notice = function (block, lang) {
        var existing = block.querySelector(":scope > .edition-notice");
        if (existing) return existing;
        var note = document.createElement("p");
        note.className = "edition-notice";
        note.setAttribute("role", "note");
        var message = document.createElement("span");
        var button = document.createElement("button");
        button.type = "button";
        button.addEventListener("click", function () {
          if (block.hasAttribute("data-edition-shown")) block.removeAttribute("data-edition-shown");
          else block.setAttribute("data-edition-shown", "");
          applyEdition(chosenEdition);
        });
        note.appendChild(message);
        note.appendChild(document.createTextNode(" "));
        note.appendChild(button);
        block.insertBefore(note, block.firstChild);
        return note;
      };
      var applyEdition = function (edition) {
        chosenEdition = edition;
        if (edition === everyRelease) root.removeAttribute("data-edition");
        else root.setAttribute("data-edition", edition);
        var release = edition === everyRelease ? null : releaseOf(edition);
        if (release && document.querySelector(".release-variants[data-slot]")) {
          fillVariants();
          loadVariants();
        }
        toArray(document.querySelectorAll(".model-table, .model-figure")).forEach(function (block) { showVariant(block, release); });
        toArray(document.querySelectorAll("[data-editions]")).forEach(function (block) {
          var releases = block.getAttribute("data-releases");
          var holds = edition === everyRelease
            || (releases !== null && release ? (" " + releases + " ").indexOf(" " + release + " ") >= 0
                                             : (" " + block.getAttribute("data-editions") + " ").indexOf(" " + edition + " ") >= 0)
            || keptBySection(block);
          block.classList.toggle("edition-other", !holds);
          if (holds) return;
          var lang = blockLang(block);
          var list = block.getAttribute("data-editions").split(" ");
          var shows = block.querySelector(".release-badge, .model-edition");
          var range = shows ? shows.textContent.replace(/^[^:：]*[:：]\s*/, "") : editionLabel(list[0], lang);
          var note = notice(block, lang);
          var template = editionSelect.getAttribute("data-other-" + lang) || "%s (%s)";
          note.firstChild.textContent = template.replace("%s", range).replace("%s", optionLabel(edition, lang));
          var shown = block.hasAttribute("data-edition-shown");
          note.lastChild.textContent = editionSelect.getAttribute((shown ? "data-hide-" : "data-show-") + lang);
          note.lastChild.setAttribute("aria-expanded", String(shown));
        });
        checkScrollers();
      };
      applyEdition(chosenEdition);
      afterBlocks.push(function () { applyEdition(chosenEdition); });
      // A script that ran before the switch was put in place (the playground's, in the
      // page) learns the reader's edition now, as it does of every later change.
      document.dispatchEvent(new CustomEvent("duet:edition", { detail: chosenEdition }));
      // A closed select changes its value on every arrow key; refolding the page on each
      // would move the text under the reader while they look for a release. A choice made
      // by key is applied once they confirm it (Enter or Space) or leave the menu; one
      // made with the pointer or in the open list, at once.
      var pendingByKey = false, keyChoice = false;
      editionSelect.addEventListener("keydown", function (event) {
        if (/^(Arrow|Page|Home$|End$)/.test(event.key) || event.key.length === 1 && event.key !== " ") {
          keyChoice = true;
        } else if ((event.key === "Enter" || event.key === " ") && pendingByKey) {
          event.preventDefault();
          commitEdition();
        }
      });
      editionSelect.addEventListener("keyup", function () { keyChoice = false; });
      editionSelect.addEventListener("pointerdown", function () { keyChoice = false; });
      editionSelect.addEventListener("blur", function () { if (pendingByKey) commitEdition(); });
      editionSelect.addEventListener("change", function () {
        if (keyChoice) { pendingByKey = true; keyChoice = false; return; }
        commitEdition();
      });
      var commitEdition = function () {
        pendingByKey = false;
        if (editionSelect.value === chosenEdition) return;
        var place = readingPlace();
        if (editionSelect.value === everyRelease) {
          try { localStorage.removeItem("duet.edition"); } catch (e) {}
        } else {
          store("duet.edition", editionSelect.value);
        }
        applyEdition(editionSelect.value);
        if (place) restorePlace(place);
        document.dispatchEvent(new CustomEvent("duet:edition", { detail: editionSelect.value }));
      };
    }

    // ---- Glossary terms ----------------------------------------------------------------
    // A page links the glossary terms it introduces and the book's key terms; the first use
    // of any other term is a <span data-term>. The reader's remembered setting makes those
    // links too (the term card then works on them like on any other).
    var termToggle = document.getElementById("term-toggle");
    function linkEveryTerm(on) {
      var glossary = termToggle.getAttribute("data-glossary");
      toArray(document.querySelectorAll(on ? "main span[data-term]" : "main a[data-term]")).forEach(function (element) {
        var replacement = document.createElement(on ? "a" : "span");
        replacement.setAttribute("data-term", element.getAttribute("data-term"));
        if (on) replacement.setAttribute("href", glossary + "#" + element.getAttribute("data-term"));
        while (element.firstChild) replacement.appendChild(element.firstChild);
        element.parentNode.replaceChild(replacement, element);
      });
      termToggle.setAttribute("aria-pressed", String(on));
    }
    if (termToggle) {
      var everyTerm = false;
      try { everyTerm = localStorage.getItem("duet.terms") === "all"; } catch (e) {}
      if (everyTerm) linkEveryTerm(true);
      afterBlocks.push(function () { if (termToggle.getAttribute("aria-pressed") === "true") linkEveryTerm(true); });
      termToggle.addEventListener("click", function () {
        var on = termToggle.getAttribute("aria-pressed") !== "true";
        if (on) store("duet.terms", "all");
        else { try { localStorage.removeItem("duet.terms"); } catch (e) {} }
        linkEveryTerm(on);
      });
    }

    // ---- Copying ------------------------------------------------------------------------
    function copy(value, done) {
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(value).then(done, function () { fallbackCopy(value, done); });
      } else {
        fallbackCopy(value, done);
      }
    }
    function fallbackCopy(value, done) {
      var area = document.createElement("textarea");
      area.value = value;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      body.appendChild(area);
      area.select();
      try { if (document.execCommand("copy")) done(); } catch (e) {}
      body.removeChild(area);
    }

    // A copy button on every listing; made here so there is never a dead button.
    function addCopyButton(pre) {
      var wrap = document.createElement("div");
      wrap.className = "code-wrap";
      // A declaration's other language is hidden by its data-decl (style.css): the wrap
      // carries it too, so a hidden listing's Copy button is hidden with it.
      if (pre.hasAttribute("data-decl")) wrap.setAttribute("data-decl", pre.getAttribute("data-decl"));
      pre.parentNode.insertBefore(wrap, pre);
      wrap.appendChild(pre);
      var button = document.createElement("button");
      button.type = "button";
      button.className = "copy";
      var label = text("copy", "Copy");
      button.textContent = label;
      button.addEventListener("click", function () {
        var code = pre.querySelector("code") || pre;
        copy(code.textContent, function () {
          button.textContent = text("copied", "Copied");
          announce(button.textContent);
          setTimeout(function () { button.textContent = label; }, 1600);
        });
      });
      wrap.appendChild(button);
      watchScroller(pre);
    }
    toArray(document.querySelectorAll("main pre")).forEach(addCopyButton);
    blockSetups.push(function (block) { toArray(block.querySelectorAll("pre")).forEach(addCopyButton); });

    // Heading anchors still go to their section, and also copy its address.
    document.addEventListener("click", function (event) {
      var anchor = event.target.closest && event.target.closest("a.anchor");
      if (!anchor) return;
      var url = location.href.split("#")[0] + anchor.getAttribute("href");
      copy(url, function () {
        anchor.setAttribute("data-label", text("copyLink", "Link copied"));
        anchor.classList.add("copied");
        announce(anchor.getAttribute("data-label"));
        setTimeout(function () { anchor.classList.remove("copied"); }, 1600);
      });
    });

    // ---- Tables -------------------------------------------------------------------------
    // A table fits its column (style.css): each cell learns its column's header, so a row
    // can be read as a card where the table would not fit, and an API name in a cell gets
    // break points, so it wraps at a dot, a colon, a parenthesis or a capital rather than
    // at any letter. Should a table still be wider than its column, it scrolls inside its
    // own box, which shows a shadow on the side where more columns wait.
    // The build marks names elsewhere with <wbr> (ReferencePages); a name it marked is left
    // alone. In a cell's plain text only a long word with a capital inside, a dot between
    // names or an argument list ("view.window?.windowScene", "dismiss(animated:)") is
    // taken for a name, so "iPhone" keeps its letters together; and a Chinese enumeration
    // comma before a name (".fullScreen、.overFullScreen") gets a break, which line
    // breaking would not allow before the dot.
    var BREAKS = /([.:(,])(?=[^)\s])|([a-z])(?=[A-Z])/g;
    function markBreaks(cell) {
      var walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT), nodes = [];
      while (walker.nextNode()) nodes.push(walker.currentNode);
      nodes.forEach(function (node) {
        var code = node.parentNode.closest("code");
        if (code && code.querySelector("wbr")) return;
        var marked = code ? node.data.replace(BREAKS, "$1$2\u0000")
          : node.data.replace(/[A-Za-z_][\w.?():]{11,}/g, function (word) {
            return /[a-z][A-Z]|\w\??\.\w|\w\(/.test(word) ? word.replace(BREAKS, "$1$2\u0000") : word;
          }).replace(/\u3001(?=[.A-Za-z])/g, "\u3001\u0000");
        var parts = marked.split("\u0000");
        if (parts.length < 2) return;
        var pieces = document.createDocumentFragment();
        parts.forEach(function (part, index) {
          if (index) pieces.appendChild(document.createElement("wbr"));
          pieces.appendChild(document.createTextNode(part));
        });
        node.parentNode.replaceChild(pieces, node);
      });
    }
    function setUpTable(table) {
      var wrap = document.createElement("div");
      wrap.className = "table-wrap";
      var scroller = document.createElement("div");
      scroller.className = "table-scroll";
      table.parentNode.insertBefore(wrap, table);
      wrap.appendChild(scroller);
      scroller.appendChild(table);
      var headers = toArray(table.querySelectorAll("thead th")).map(function (th) { return th.textContent; });
      toArray(table.querySelectorAll("tbody tr")).forEach(function (row) {
        toArray(row.children).forEach(function (cell, index) {
          if (headers[index] && !cell.hasAttribute("data-label")) cell.setAttribute("data-label", headers[index]);
        });
      });
      toArray(table.querySelectorAll("td, th")).forEach(markBreaks);
      table.setAttribute("data-breaks", "");
      // A table read as cards is no longer laid out as a table, which some browsers take to
      // mean it is none: its roles keep it one for assistive technology.
      table.setAttribute("role", "table");
      toArray(table.querySelectorAll(":scope > thead, :scope > tbody")).forEach(function (group) { group.setAttribute("role", "rowgroup"); });
      toArray(table.rows).forEach(function (row) {
        row.setAttribute("role", "row");
        toArray(row.cells).forEach(function (cell) {
          var heading = row.parentNode.tagName === "THEAD" || cell.getAttribute("scope") === "col" ? "columnheader" : "rowheader";
          cell.setAttribute("role", cell.tagName === "TD" ? "cell" : heading);
        });
      });
      function cue() {
        var max = scroller.scrollWidth - scroller.clientWidth;
        wrap.classList.toggle("more-left", scroller.scrollLeft > 1);
        wrap.classList.toggle("more-right", scroller.scrollLeft < max - 1);
      }
      scroller.addEventListener("scroll", cue, { passive: true });
      window.addEventListener("resize", cue);
      cue();
      watchScroller(scroller);
    }
    toArray(document.querySelectorAll("main table")).forEach(setUpTable);
    tablesReady = true;
    blockSetups.push(function (block) { toArray(block.querySelectorAll("table")).forEach(setUpTable); });

    // ---- Contents: one list in two places --------------------------------------------
    // A page lists its contents once (page.mustache): a folding list above the text where
    // the contents column does not fit, and that column where it does (style.css, which
    // shows the entries there even while the list is closed). Open in the column, closed
    // above the text, as the reader expects of each.
    var contents = document.querySelector(".toc details");
    if (contents && window.matchMedia) {
      var column = window.matchMedia("(min-width: 72.01rem)");
      var placeContents = function () { contents.open = column.matches; };
      placeContents();
      if (column.addEventListener) column.addEventListener("change", placeContents);
      // The column's heading is not a button.
      contents.querySelector("summary").addEventListener("click", function (event) { if (column.matches) event.preventDefault(); });
    }

    // ---- Where am I: highlight the current section in the sidebar and contents --------
    var sectionLinks = toArray(document.querySelectorAll(".toc a[href^='#'], .sidebar .sections a[href^='#']"));
    var lastSection;
    function highlightSection() {
      if (!sectionLinks) return;
      var section = currentSection() || (headings[0] && headings[0].getAttribute("data-anchor"));
      if (section === lastSection) return;
      lastSection = section;
      sectionLinks.forEach(function (link) {
        var on = link.getAttribute("href") === "#" + section;
        link.classList.toggle("active", on);
        if (on) link.setAttribute("aria-current", "location"); else link.removeAttribute("aria-current");
      });
    }
    var ticking = false;
    window.addEventListener("scroll", function () {
      if (ticking) return;
      ticking = true;
      requestAnimationFrame(function () { ticking = false; highlightSection(); });
    }, { passive: true });
    highlightSection();

    // ---- Glossary: filter and order ------------------------------------------------------
    // Each entry is one unit of both languages (GlossaryPage.swift), so filtering hides a
    // unit and sorting moves units: side by side, every row stays one term.
    var glossaryTools = document.querySelector(".glossary-tools");
    if (glossaryTools) {
      var rows = toArray(document.querySelectorAll(".content > .glossary-row"));
      var filterBox = document.getElementById("glossary-filter");
      var count = document.getElementById("glossary-count");
      var filterRows = function () {
        var query = filterBox.value.trim().toLowerCase();
        var shown = 0;
        rows.forEach(function (row) {
          var hit = !query || row.textContent.toLowerCase().indexOf(query) >= 0;
          row.hidden = !hit;
          if (hit) shown += 1;
        });
        count.textContent = query ? count.getAttribute("data-template").replace("{shown}", shown).replace("{total}", rows.length) : "";
      };
      filterBox.addEventListener("input", filterRows);
      toArray(glossaryTools.querySelectorAll("button[data-sort]")).forEach(function (button, index, buttons) {
        button.addEventListener("click", function () {
          var key = button.getAttribute("data-sort");
          var parent = rows[0] && rows[0].parentNode;
          rows.slice().sort(function (a, b) {
            return a.getAttribute("data-" + key).localeCompare(b.getAttribute("data-" + key), key === "zh" ? "zh-Hans" : "en");
          }).forEach(function (row) { parent.appendChild(row); });
          buttons.forEach(function (other) { other.setAttribute("aria-pressed", String(other === button)); });
          // The letter index follows the English order only.
          glossaryTools.classList.toggle("sorted-zh", key === "zh");
        });
      });
    }

    // ---- Scripts a page needs later -------------------------------------------------
    // Asked for once the browser reports the first paint (Paint Timing), so that paint
    // waits for one script and one stylesheet only; where paints are not reported, after
    // a frame and a task.
    function afterFirstPaint(work) {
      var started = false;
      function start() { if (!started) { started = true; work(); } }
      var painted = window.performance && performance.getEntriesByName && performance.getEntriesByName("first-paint").length > 0;
      if (painted) return start();
      try {
        var observer = new PerformanceObserver(function (list) {
          if (list.getEntriesByName("first-paint").length || list.getEntriesByName("first-contentful-paint").length) {
            observer.disconnect();
            setTimeout(start, 0);
          }
        });
        observer.observe({ type: "paint", buffered: true });
        // A page that is never painted (a background tab) still gets its scripts.
        setTimeout(start, 1500);
      } catch (e) {
        if (window.requestAnimationFrame) requestAnimationFrame(function () { setTimeout(start, 0); });
        else setTimeout(start, 0);
      }
    }
    function needScripts() {
      if (document.querySelector("[data-decl-choice]")) need("declarations.js");
      if (document.querySelector("form.playground")) need("playground-data.js", function () { need("playground.js"); });
      if (document.querySelector('main a[href^="../"][href*="/glossary/index.html#"], main a[href^="../"][href*="/reference/"][href*="#"]')) {
        need("term-card.js");
      }
    }
    afterFirstPaint(needScripts);
    afterBlocks.push(needScripts);
    var searchBox = document.getElementById("search-input");
    if (searchBox) {
      var wantSearch = function () { need("search.js"); };
      if (searchBox.value || /[?&]q=/.test(location.search)) wantSearch();
      ["focus", "pointerdown", "input"].forEach(function (type) { searchBox.addEventListener(type, wantSearch); });
      // In a phone's bar the box is an icon until the reader reaches for it (a tap, typing,
      // Enter, "/"), then a field over the bar (style.css, html.search-open); reaching it by
      // Tab alone leaves it in its place, so focus moves through the bar left to right.
      // It closes on Escape (search.js empties it), when focus leaves it for another
      // control, or on a tap elsewhere; the head script opens it for an address with ?q=.
      var searchArea = searchBox.closest(".search") || searchBox;
      var phoneBar = window.matchMedia ? window.matchMedia("(max-width: 48rem)") : null;
      var searchOpen = function () { return root.classList.contains("search-open"); };
      var openSearch = function () { root.classList.add("search-open"); };
      var closeSearch = function () { root.classList.remove("search-open"); };
      ["pointerdown", "click", "input"].forEach(function (type) { searchBox.addEventListener(type, openSearch); });
      searchBox.addEventListener("keydown", function (event) {
        if (event.key === "Escape") { closeSearch(); return; }
        // Keys that press a button open the closed box, and do nothing else (search.js
        // would follow the first of the results the reader cannot see).
        if (phoneBar && phoneBar.matches && !searchOpen() && /^(Enter| |ArrowDown)$/.test(event.key)) {
          event.preventDefault();
          event.stopImmediatePropagation();
          openSearch();
        }
      });
      searchArea.addEventListener("focusout", function (event) {
        if (event.relatedTarget && !searchArea.contains(event.relatedTarget)) closeSearch();
      });
      // Not on blur with nowhere to go: a tap on a result may not focus it (Safari), and
      // closing then would hide the result under the finger.
      document.addEventListener("pointerdown", function (event) {
        if (searchOpen() && !searchArea.contains(event.target)) closeSearch();
      });
      var searchResults = document.getElementById("search-results");
      if (searchResults) searchResults.addEventListener("click", function (event) {
        if (event.target.closest && event.target.closest("a")) closeSearch();
      });
      // "/" anywhere but in a text field goes to the search box, as on most documentation
      // sites (search.js does the same once it is loaded).
      document.addEventListener("keydown", function (event) {
        if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
        var target = event.target, tag = target && target.tagName;
        if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || (target && target.isContentEditable)) return;
        event.preventDefault();
        openSearch();
        searchBox.focus();
        searchBox.select();
      });
    }
  }
})();

// Trait playground. Every outcome comes from playground-data.js, which the build
// generates from the Swift model (Sources/DuetSite/Playground); this script only looks
// values up and writes them in the page's language.
(function () {
  "use strict";
  var data = window.DUET_PLAYGROUND;
  // A page may carry the playground once per language block (the other language's block
  // arrives later, for side-by-side reading: duet:blocks), and the reader script moves ids
  // to whichever block the reading mode shows; so each form is driven on its own, finds
  // its fields inside its block, writes in its block's language, and mirrors its choices
  // to the other form (side by side, both show the same case).
  if (!data || !document.querySelector("form.playground")) return;
  var devices = {};
  data.devices.forEach(function (device) { devices[device.id] = device; });
  var fields = ["device", "orientation", "multitasking", "windowWidth", "style", "answer"];
  var forms = [], players = [];
  function updateAll() { players.forEach(function (update) { update(); }); }
  function adopt(form) {
    if (forms.indexOf(form) >= 0) return;
    // A form that arrives later starts from the case the others show.
    if (forms.length) fields.forEach(function (name) { form.elements[name].value = forms[0].elements[name].value; });
    forms.push(form);
    players.push(playground(form));
    form.addEventListener("change", function () {
      fields.forEach(function (name) {
        forms.forEach(function (other) {
          if (other !== form) other.elements[name].value = form.elements[name].value;
        });
      });
      updateAll();
    });
    form.addEventListener("input", function (event) {
      if (event.target.name !== "windowWidth") return;
      forms.forEach(function (other) { if (other !== form) other.elements.windowWidth.value = event.target.value; });
      updateAll();
    });
    form.addEventListener("submit", function (event) { event.preventDefault(); });
  }
  function adoptAll() {
    Array.prototype.forEach.call(document.querySelectorAll("form.playground"), adopt);
    updateAll();
  }
  adoptAll();
  document.addEventListener("duet:blocks", adoptAll);
  document.addEventListener("duet:edition", updateAll);

  function playground(form) {
  var block = form.closest(".content > div > div") || form.parentNode;
  var lang = (block.getAttribute("lang") || document.documentElement.lang).indexOf("zh") === 0 ? "zh" : "en";
  // Fields by name, results by their id or the data-anchor that stands for it.
  function select(id) {
    var name = id.replace(/^pg-/, "");
    if (fields.indexOf(name) >= 0) return form.elements[name];
    return block.querySelector("[id='" + id + "'], [data-anchor='" + id + "']");
  }
  function text(key) { return data.text[key][lang]; }
  function sentence(parts) { return parts.join(lang === "zh" ? "；" : "; "); }

  // Multitasking applies to iPads only, and 1/2 only in landscape: other choices are
  // disabled, and a disabled choice falls back to the full screen.
  function updateChoices() {
    var device = devices[select("pg-device").value];
    var orientation = select("pg-orientation").value;
    var multitasking = select("pg-multitasking");
    // With a release chosen, only what exists there is offered: a device that runs it, and
    // the window arrangements of its time (Split View to iOS 18, a resizable window from 26).
    var release = chosenRelease();
    var deviceSelect = select("pg-device");
    Array.prototype.forEach.call(deviceSelect.options, function (option) {
      var offered = devices[option.value] || {};
      var first = offered.firstRelease, last = offered.lastRelease;
      option.disabled = release !== null && ((last !== null && last !== undefined && release.number > last)
        || (first !== null && first !== undefined && release.number < first));
    });
    if (deviceSelect.selectedOptions[0] && deviceSelect.selectedOptions[0].disabled) {
      var runs = Array.prototype.filter.call(deviceSelect.options, function (option) { return !option.disabled; })[0];
      if (runs) { deviceSelect.value = runs.value; device = devices[runs.value]; }
    }
    var exists = function (arrangement) {
      var span = (data.releases || {})[arrangement];
      if (!release || !span) return true;
      return (span[0] === null || release.number >= span[0]) && (span[1] === null || release.number <= span[1]);
    };
    multitasking.disabled = device.idiom !== "pad";
    Array.prototype.forEach.call(multitasking.options, function (option) {
      option.disabled = (option.value === "resizable" ? device.idiom !== "pad" : device[orientation][option.value] === null)
        || !exists(option.value);
    });
    if (multitasking.selectedOptions[0] && multitasking.selectedOptions[0].disabled) multitasking.value = "full";
    // The width slider of a resizable window runs from the narrowest documented window to
    // the whole screen, with the documented widths as its marks.
    var resizable = multitasking.value === "resizable";
    var width = select("pg-window-width");
    width.closest(".pg-field").hidden = !resizable;
    if (!resizable) return;
    var full = device[orientation].full, marks = device[orientation].marks || [];
    var narrowest = marks.reduce(function (least, mark) { return Math.min(least, mark[0]); }, full[1]);
    width.min = String(narrowest);
    width.max = String(full[1]);
    // A new device or orientation starts at the whole screen, the one documented class.
    var screen = select("pg-device").value + "|" + orientation;
    if (width.getAttribute("data-screen") !== screen || +width.value > full[1] || +width.value < narrowest) {
      width.value = String(full[1]);
      width.setAttribute("data-screen", screen);
    }
    // The marks' list is made here: ids in the other language's block are renamed by
    // the build, so a list written into the page could not be referred to from both.
    var list = block.querySelector("datalist");
    if (!list) {
      list = document.createElement("datalist");
      list.id = "pg-window-marks-" + forms.indexOf(form);
      width.parentNode.appendChild(list);
      width.setAttribute("list", list.id);
    }
    {
      list.textContent = "";
      marks.concat([[full[1]]]).forEach(function (mark) {
        var option = document.createElement("option");
        option.value = String(mark[0]);
        list.appendChild(option);
      });
    }
  }

  // What a resizable window of `width` points is documented as: the whole screen, a
  // legacy split width (what it was published as, up to iPadOS 18), or nothing.
  function resizableWindow(device, orientation, width) {
    var full = device[orientation].full;
    if (width >= full[1]) return { sizeClasses: full[0], note: text("fullWidth") };
    var mark = (device[orientation].marks || []).filter(function (m) { return m[0] === width; })[0];
    var note = mark
      ? text("legacyPoint").replace("%s", mark[2][lang]).replace("%s", data.sizeClasses[mark[1]][lang]) + " " + text("notPublished")
      : text("notPublished");
    if (width === (device[orientation].marks || []).reduce(function (l, m) { return Math.min(l, m[0]); }, full[1])) {
      note += " " + text("smallestMark");
    }
    return { sizeClasses: null, note: note };
  }

  // The size classes and the adapted style, into the result; who presents into `presenters`.
  function render(device, orientation, presenters) {
    // [size classes, width, height] of the app's window.
    var area = device[orientation][select("pg-multitasking").value] || device[orientation].full;
    var sizeClasses = area[0];
    var styleResult = select("pg-style-result");
    styleResult.textContent = "";
    if (select("pg-multitasking").value === "resizable" && device.idiom === "pad") {
      var width = +select("pg-window-width").value;
      var resized = resizableWindow(device, orientation, width);
      var output = select("pg-window-width-value");
      if (output) output.textContent = width + " " + text("points");
      var height = device[orientation].full[2];
      select("pg-size-classes").textContent = (resized.sizeClasses ? data.sizeClasses[resized.sizeClasses][lang] + " " : "") +
        (lang === "zh" ? "（" : "(") + width + " × " + height + " " + text("points") + (lang === "zh" ? "）" : ")") + " " + resized.note;
      var shape = width > height ? "landscape" : "portrait";
      if (resized.sizeClasses) drawWindow(device[orientation].full, resized.sizeClasses);
      else drawUnpublishedWindow(width, height);
      // A resizable window exists only from iPadOS 26: only the answers that hold there.
      var since = data.resizableEditions || [];
      if (resized.sizeClasses) {
        styleResult.appendChild(outcomes(resized.sizeClasses, presenters, shape, since));
      } else {
        // Not published: the reader sees both possibilities, each labelled.
        [["compact-regular", "ifCompact"], ["regular-regular", "ifRegular"]].forEach(function (pair) {
          var heading = document.createElement("p");
          heading.className = "pg-if";
          heading.textContent = text(pair[1]) + (lang === "zh" ? "：" : ":");
          styleResult.appendChild(heading);
          styleResult.appendChild(outcomes(pair[0], presenters, shape, since));
        });
      }
    } else {
      select("pg-size-classes").textContent = data.sizeClasses[sizeClasses][lang] +
        (lang === "zh" ? "（" : " (") + area[1] + " × " + area[2] + " " + text("points") + (lang === "zh" ? "）" : ")");
      drawWindow(area, sizeClasses);
      styleResult.appendChild(outcomes(sizeClasses, presenters, area[1] > area[2] ? "landscape" : "portrait"));
    }
    markChosenEdition(styleResult);
  }

  // The window drawn to scale with its size classes, prebuilt by the figure code
  // (Sources/DuetModel/Figures); only picked here. A resizable window between the
  // documented widths is drawn by drawUnpublishedWindow.
  function drawWindow(area, sizeClasses) {
    var figures = data.figures || { windows: {}, sketches: {} };
    var windowFigure = sizeClasses ? figures.windows[area[1] + "x" + area[2] + "|" + sizeClasses] : null;
    var windowBox = select("pg-window");
    if (windowBox) windowBox.innerHTML = windowFigure ? windowFigure[lang] : "";
  }

  // A resizable window of any width, to the same scale and in the same classes as the
  // prebuilt windows (PlaygroundDrawings.window), outlined dashed and labelled "size
  // class not published": its width is known, its class is not.
  function drawUnpublishedWindow(width, height) {
    var windowBox = select("pg-window");
    if (!windowBox) return;
    var ns = "http://www.w3.org/2000/svg", scale = data.windowScale || 0.25, margin = 4;
    var w = Math.round(width * scale * 10) / 10, h = Math.round(height * scale * 10) / 10;
    var label = text("classNotPublished"), size = width + " × " + height + " pt";
    var svg = document.createElementNS(ns, "svg");
    var node = function (name, attributes, content) {
      var element = document.createElementNS(ns, name);
      Object.keys(attributes).forEach(function (key) { element.setAttribute(key, attributes[key]); });
      if (content) element.textContent = content;
      return element;
    };
    var title = node("title", {}, label + " · " + size);
    var group = node("g", { "data-points": width + " " + height, "data-size-class": "not-published" });
    group.appendChild(node("rect", { x: margin, y: margin, width: w, height: h, rx: 6, "class": "fig-context" }));
    group.appendChild(node("text", { x: margin, y: margin + h + 20, "class": "fig-label" }, label));
    group.appendChild(node("text", { x: margin, y: margin + h + 38, "class": "fig-small" }, size));
    svg.appendChild(title);
    svg.appendChild(group);
    windowBox.textContent = "";
    windowBox.appendChild(svg);
    // Wide enough for the label, whichever is wider.
    var labelWidth = 0;
    try { labelWidth = Math.max(group.children[1].getComputedTextLength(), group.children[2].getComputedTextLength()); } catch (e) {}
    var documentWidth = Math.ceil(Math.max(w, labelWidth) + 2 * margin), documentHeight = Math.ceil(margin + h + 46);
    [["class", "duet-figure"], ["data-figure", "playground-window"], ["role", "img"], ["lang", lang === "zh" ? "zh-Hans" : "en"],
     ["viewBox", "0 0 " + documentWidth + " " + documentHeight], ["width", documentWidth], ["height", documentHeight]].forEach(function (pair) {
      svg.setAttribute(pair[0], pair[1]);
    });
  }

  // One list item per edition (or per edition in `only`): the adapted style in
  // `sizeClasses` for the chosen style and delegate answer, each with a sketch of what the
  // presented view covers.
  function outcomes(sizeClasses, presenters, shape, only) {
    var figures = data.figures || { windows: {}, sketches: {} };
    var style = select("pg-style").value, answer = select("pg-answer").value;
    var list = document.createElement("ul");
    data.editions.forEach(function (edition) {
      if (only && only.indexOf(edition.id) < 0) return;
      var outcome = data.adaptation[[sizeClasses, style, answer, edition.id].join("|")];
      var item = document.createElement("li");
      item.setAttribute("data-edition", edition.id);
      var label = document.createElement("span");
      label.className = "pg-edition";
      // An answer about a resizable window (`only`) holds from the release such windows
      // arrived in, and says so.
      var releases = only && edition.resizableLabel ? edition.resizableLabel : edition.label;
      label.textContent = releases[lang] + (lang === "zh" ? "：" : ": ");
      item.appendChild(label);
      if (outcome.error) {
        item.appendChild(document.createTextNode(outcome.error[lang]));
      } else {
        var code = document.createElement("code");
        code.textContent = data.styles[outcome.style];
        item.appendChild(code);
        item.appendChild(document.createTextNode(" — " + sentence([
          outcome.appearance[lang],
          text(outcome.adapts ? "adapts" : "doesNotAdapt"),
          text(outcome.asked ? "asked" : "notAsked")
        ])));
        var sketch = figures.sketches[outcome.sketch + "|" + shape];
        if (sketch) {
          var drawing = document.createElement("span");
          drawing.className = "pg-sketch";
          drawing.innerHTML = sketch[lang];
          item.appendChild(drawing);
        }
        presenters.push({ edition: edition, releases: releases, presenter: data.presenters[outcome.style] });
      }
      list.appendChild(item);
    });
    return list;
  }

  // The release the reader chose in the top bar (duet.js), with the playground edition
  // whose rules hold there (the newest that starts no later than the choice); null while
  // every release is shown.
  function chosenRelease() {
    var chooser = document.getElementById("edition-select");
    if (!chooser) return null;
    var order = Array.prototype.map.call(chooser.options, function (option) { return option.value; });
    var value = document.documentElement.getAttribute("data-edition") || chooser.value;
    var chosen = order.indexOf(value);
    if (chosen <= 0) return null;
    var best = null;
    data.editions.forEach(function (edition) { if (order.indexOf(edition.id) <= chosen) best = edition.id; });
    var option = chooser.options[chosen];
    return { edition: best, number: +option.getAttribute("data-release"),
             label: { en: option.getAttribute("data-en"), zh: option.getAttribute("data-zh") } };
  }

  // With a release chosen the answers follow it: only the answer of the rules that hold
  // there is listed, under the release's name; with every release, each edition's answer,
  // the chosen one marked.
  function markChosenEdition(container) {
    var release = chosenRelease();
    Array.prototype.forEach.call(container.querySelectorAll("li[data-edition]"), function (item) {
      var chosen = release !== null && item.getAttribute("data-edition") === release.edition;
      item.classList.toggle("pg-chosen", chosen);
      item.hidden = release !== null && !chosen;
      var label = item.querySelector(".pg-edition");
      if (chosen && label) label.textContent = release.label[lang] + (lang === "zh" ? "：" : ": ");
    });
  }

  function update() {
    updateChoices();
    var device = devices[select("pg-device").value];
    var orientation = select("pg-orientation").value;
    var presenters = [];
    render(device, orientation, presenters);
    var release = chosenRelease();
    if (release) presenters = presenters.filter(function (p) { return p.edition.id === release.edition; });
    var presenter = select("pg-presenter");
    presenter.textContent = "";
    var names = presenters.map(function (p) { return p.presenter.presenter[lang] + "|" + p.presenter.removes; });
    var same = names.length > 0 && names.every(function (name) { return name === names[0]; });
    var shown = same ? presenters.slice(0, 1) : presenters;
    var plist = document.createElement("ul");
    shown.forEach(function (p) {
      var item = document.createElement("li");
      var prefix = same ? "" : p.releases[lang] + (lang === "zh" ? "：" : ": ");
      item.textContent = prefix + sentence([p.presenter.presenter[lang], text(p.presenter.removes ? "removes" : "keeps")]);
      plist.appendChild(item);
    });
    presenter.appendChild(plist);
    select("pg-result").setAttribute("data-ready", "true");
  }
  return update;
  }
})();

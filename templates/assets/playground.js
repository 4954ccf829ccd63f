// Trait playground. Every outcome comes from playground-data.js, which the build
// generates from the Swift model (Sources/DuetCore/Playground); this script only looks
// values up and writes them in the page's language.
(function () {
  "use strict";
  var data = window.DUET_PLAYGROUND;
  // The page carries the playground once per language block, and the reader script moves
  // ids to whichever block the reading mode shows; so each form is driven on its own,
  // finds its fields inside its block, writes in its block's language, and mirrors its
  // choices to the other form (side by side, both show the same case).
  var forms = Array.prototype.slice.call(document.querySelectorAll("form.playground"));
  if (!data || !forms.length) return;
  var devices = {};
  data.devices.forEach(function (device) { devices[device.id] = device; });
  var fields = ["device", "orientation", "multitasking", "style", "answer"];
  var players = forms.map(function (form) { return playground(form); });
  forms.forEach(function (form, index) {
    form.addEventListener("change", function () {
      fields.forEach(function (name) {
        forms.forEach(function (other) {
          if (other !== form) other.elements[name].value = form.elements[name].value;
        });
      });
      players.forEach(function (update) { update(); });
    });
    form.addEventListener("submit", function (event) { event.preventDefault(); });
  });
  players.forEach(function (update) { update(); });

  function playground(form) {
  var block = form.closest(".block") || form.parentNode;
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
    multitasking.disabled = device.idiom !== "pad";
    Array.prototype.forEach.call(multitasking.options, function (option) {
      option.disabled = device[orientation][option.value] === null;
    });
    if (multitasking.selectedOptions[0] && multitasking.selectedOptions[0].disabled) multitasking.value = "full";
  }

  function update() {
    updateChoices();
    var device = devices[select("pg-device").value];
    var orientation = select("pg-orientation").value;
    // [size classes, width, height] of the app's window.
    var area = device[orientation][select("pg-multitasking").value] || device[orientation].full;
    var sizeClasses = area[0];
    select("pg-size-classes").textContent = data.sizeClasses[sizeClasses][lang] +
      (lang === "zh" ? "（" : " (") + area[1] + " × " + area[2] + " " + text("points") + (lang === "zh" ? "）" : ")");

    // The drawings are prebuilt by the figure code (Sources/DuetModel/Figures); only picked here.
    var figures = data.figures || { windows: {}, sketches: {} };
    var windowFigure = figures.windows[area[1] + "x" + area[2] + "|" + sizeClasses];
    var windowBox = select("pg-window");
    if (windowBox) windowBox.innerHTML = windowFigure ? windowFigure[lang] : "";
    var shape = area[1] > area[2] ? "landscape" : "portrait";

    var style = select("pg-style").value, answer = select("pg-answer").value;
    var list = document.createElement("ul"), presenters = [];
    data.editions.forEach(function (edition) {
      var outcome = data.adaptation[[sizeClasses, style, answer, edition.id].join("|")];
      var item = document.createElement("li");
      item.setAttribute("data-edition", edition.id);
      var label = document.createElement("span");
      label.className = "pg-edition";
      label.textContent = edition.label[lang] + (lang === "zh" ? "：" : ": ");
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
        presenters.push({ edition: edition, presenter: data.presenters[outcome.style] });
      }
      list.appendChild(item);
    });
    var styleResult = select("pg-style-result");
    styleResult.textContent = "";
    styleResult.appendChild(list);

    var presenter = select("pg-presenter");
    presenter.textContent = "";
    var names = presenters.map(function (p) { return p.presenter.presenter[lang] + "|" + p.presenter.removes; });
    var same = names.length > 0 && names.every(function (name) { return name === names[0]; });
    var shown = same ? presenters.slice(0, 1) : presenters;
    var plist = document.createElement("ul");
    shown.forEach(function (p) {
      var item = document.createElement("li");
      var prefix = same ? "" : p.edition.label[lang] + (lang === "zh" ? "：" : ": ");
      item.textContent = prefix + sentence([p.presenter.presenter[lang], text(p.presenter.removes ? "removes" : "keeps")]);
      plist.appendChild(item);
    });
    presenter.appendChild(plist);
    select("pg-result").setAttribute("data-ready", "true");
  }
  return update;
  }
})();

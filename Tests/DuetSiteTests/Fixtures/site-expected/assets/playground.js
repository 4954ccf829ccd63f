(function () {
  "use strict";
  var data = window.DUET_PLAYGROUND;
  var form = document.getElementById("playground");
  if (!data || !form) return;
  var lang = document.documentElement.lang.indexOf("zh") === 0 ? "zh" : "en";
  var devices = {};
  data.devices.forEach(function (device) { devices[device.id] = device; });

  function select(id) { return document.getElementById(id); }
  function text(key) { return data.text[key][lang]; }
  function sentence(parts) { return parts.join(lang === "zh" ? "；" : "; "); }

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
    var area = device[orientation][select("pg-multitasking").value] || device[orientation].full;
    var sizeClasses = area[0];
    select("pg-size-classes").textContent = data.sizeClasses[sizeClasses][lang] +
      (lang === "zh" ? "（" : " (") + area[1] + " × " + area[2] + " " + text("points") + (lang === "zh" ? "）" : ")");

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
    document.getElementById("pg-result").setAttribute("data-ready", "true");
  }

  form.addEventListener("change", update);
  form.addEventListener("submit", function (event) { event.preventDefault(); });
  update();
})();

// Duet reader script. Everything here is an enhancement: without it, pages and the
// language switch are plain links that still work.
(function () {
  "use strict";
  var lang = document.documentElement.lang.indexOf("zh") === 0 ? "zh" : "en";
  try { localStorage.setItem("duet.language", lang); } catch (e) {}
  // Keep the reader's section when switching language: headings share ids across languages.
  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("a[data-keep-hash]");
    if (!link || !location.hash) return;
    link.href = link.href.split("#")[0] + location.hash;
  });
})();

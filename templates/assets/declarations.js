// The Swift / Objective-C switch of the reference pages. The choice is kept in
// localStorage like the theme and applied before the first paint by the page's head
// script (html[data-decl]); without JavaScript the switch stays hidden and every entry
// shows its Swift declaration. Switches that arrive later (the other language's block,
// brought in for side-by-side reading: duet:blocks) are shown and synced like the first.
(function () {
  "use strict";
  var root = document.documentElement;
  if (!document.querySelector("[data-decl-choice]")) return;
  function current() { return root.getAttribute("data-decl") === "objc" ? "objc" : "swift"; }
  function sync() {
    var chosen = current();
    Array.prototype.forEach.call(document.querySelectorAll("[data-decl-choice]"), function (button) {
      button.setAttribute("aria-pressed", String(button.getAttribute("data-decl-choice") === chosen));
    });
    Array.prototype.forEach.call(document.querySelectorAll(".decl-switch"), function (group) { group.hidden = false; });
  }
  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("[data-decl-choice]");
    if (!button) return;
    var choice = button.getAttribute("data-decl-choice");
    if (choice === "objc") root.setAttribute("data-decl", "objc"); else root.removeAttribute("data-decl");
    try { localStorage.setItem("duet.decl", choice); } catch (e) {}
    sync();
  });
  document.addEventListener("duet:blocks", sync);
  sync();
})();

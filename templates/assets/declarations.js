// The Swift / Objective-C switch of the reference pages. The choice is kept in
// localStorage like the theme and applied before the first paint by the page's head
// script (html[data-decl]); without JavaScript the switch stays hidden and every entry
// shows its Swift declaration.
(function () {
  "use strict";
  var root = document.documentElement;
  var buttons = Array.prototype.slice.call(document.querySelectorAll("[data-decl-choice]"));
  if (!buttons.length) return;
  function current() { return root.getAttribute("data-decl") === "objc" ? "objc" : "swift"; }
  function sync() {
    var chosen = current();
    buttons.forEach(function (button) {
      button.setAttribute("aria-pressed", String(button.getAttribute("data-decl-choice") === chosen));
    });
  }
  buttons.forEach(function (button) {
    button.addEventListener("click", function () {
      var choice = button.getAttribute("data-decl-choice");
      if (choice === "objc") root.setAttribute("data-decl", "objc"); else root.removeAttribute("data-decl");
      try { localStorage.setItem("duet.decl", choice); } catch (e) {}
      sync();
    });
  });
  Array.prototype.slice.call(document.querySelectorAll(".decl-switch")).forEach(function (group) { group.hidden = false; });
  sync();
})();

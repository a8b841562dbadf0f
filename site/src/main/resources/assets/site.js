// retrykit's site: theme toggle, menu, search, copy buttons, keyboard. No library, no network:
// the search index is a script (search-index.js) so that it also loads from a page opened from disk.
(function () {
  "use strict";

  var html = document.documentElement;
  var script = document.currentScript;
  // The site's root, relative to this page: "" or "../", read off this script's own src.
  var root = script ? script.getAttribute("src").replace(/assets\/site\.js$/, "") : "";

  // ---- Theme: follows the system until the reader chooses; the choice is remembered. ----
  var THEME_KEY = "retrykit-theme";
  var dark = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
  var themeButton = document.getElementById("kit-theme-toggle");

  function theme() {
    return html.dataset.theme || (dark && dark.matches ? "dark" : "light");
  }

  function showTheme() {
    var current = theme();
    themeButton.setAttribute("aria-pressed", String(current === "dark"));
    themeButton.setAttribute("aria-label", "Dark theme");
    themeButton.title = "Switch to the " + (current === "dark" ? "light" : "dark") + " theme";
    themeButton.querySelector(".kit-theme-label").textContent = current === "dark" ? "Dark" : "Light";
  }

  if (themeButton) {
    themeButton.addEventListener("click", function () {
      var next = theme() === "dark" ? "light" : "dark";
      html.dataset.theme = next;
      try { localStorage.setItem(THEME_KEY, next); } catch (e) { /* private mode: the choice lasts this page */ }
      showTheme();
    });
    if (dark && dark.addEventListener) { dark.addEventListener("change", showTheme); }
    showTheme();
  }

  // ---- Menu (phones): the sidebar as a panel. ----
  var menuButton = document.getElementById("kit-menu-toggle");
  var sidebar = document.getElementById("kit-sidebar");

  function setMenu(open) {
    document.body.classList.toggle("nav-open", open);
    menuButton.setAttribute("aria-expanded", String(open));
  }

  if (menuButton && sidebar) {
    menuButton.addEventListener("click", function () {
      setMenu(!document.body.classList.contains("nav-open"));
    });
    sidebar.addEventListener("click", function (event) {
      if (event.target.closest("a")) { setMenu(false); }
    });
  }

  // ---- Search over every section of every page. ----
  var input = document.getElementById("kit-search");
  var box = document.getElementById("kit-search-results");
  var index = window.KIT_SEARCH_INDEX || [];
  var lowered = index.map(function (e) {
    return { page: e.page.toLowerCase(), heading: e.heading.toLowerCase(), text: e.text.toLowerCase() };
  });
  var selected = -1;

  function count(haystack, needle) {
    var n = 0;
    var at = haystack.indexOf(needle);
    while (at !== -1 && n < 20) { n++; at = haystack.indexOf(needle, at + needle.length); }
    return n;
  }

  function search(query) {
    var terms = query.toLowerCase().split(/\s+/).filter(Boolean);
    if (!terms.length) { return []; }
    var results = [];
    for (var i = 0; i < index.length; i++) {
      var l = lowered[i];
      var score = 0;
      var all = true;
      for (var t = 0; t < terms.length; t++) {
        var term = terms[t];
        var s = 0;
        if (l.page.indexOf(term) !== -1) { s += 6; }
        if (l.heading.indexOf(term) !== -1) { s += 8; }
        var hits = count(l.text, term);
        if (hits) { s += 2 + hits * 0.4; }
        if (!s) { all = false; break; }
        score += s;
      }
      if (all) { results.push({ entry: index[i], text: l.text, score: score, terms: terms }); }
    }
    results.sort(function (a, b) { return b.score - a.score; });
    // At most three sections of one page, so the list shows every page that matters.
    var perPage = {};
    return results.filter(function (r) {
      perPage[r.entry.page] = (perPage[r.entry.page] || 0) + 1;
      return perPage[r.entry.page] <= 3;
    }).slice(0, 12);
  }

  // Text with the search terms marked, built from text nodes: nothing from the index is parsed as HTML.
  function marked(text, terms, into) {
    var lower = text.toLowerCase();
    var at = 0;
    while (at < text.length) {
      var next = -1;
      var length = 0;
      for (var t = 0; t < terms.length; t++) {
        var i = lower.indexOf(terms[t], at);
        if (i !== -1 && (next === -1 || i < next)) { next = i; length = terms[t].length; }
      }
      if (next === -1) { into.appendChild(document.createTextNode(text.slice(at))); break; }
      into.appendChild(document.createTextNode(text.slice(at, next)));
      var mark = document.createElement("mark");
      mark.textContent = text.slice(next, next + length);
      into.appendChild(mark);
      at = next + length;
    }
  }

  function snippet(result) {
    var text = result.entry.text;
    var first = result.text.indexOf(result.terms[0]);
    if (first === -1) { return text.slice(0, 140) + (text.length > 140 ? "…" : ""); }
    var from = Math.max(0, first - 50);
    var to = Math.min(text.length, first + 110);
    return (from > 0 ? "…" : "") + text.slice(from, to) + (to < text.length ? "…" : "");
  }

  function options() {
    return box.querySelectorAll(".kit-result");
  }

  function select(i) {
    var all = options();
    if (!all.length) { return; }
    selected = (i + all.length) % all.length;
    all.forEach(function (o, n) { o.setAttribute("aria-selected", String(n === selected)); });
    input.setAttribute("aria-activedescendant", all[selected].id);
    all[selected].scrollIntoView({ block: "nearest" });
  }

  function close() {
    box.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    selected = -1;
  }

  function show(query) {
    var results = search(query);
    box.textContent = "";
    selected = -1;
    if (!query.trim()) { close(); return; }
    if (!results.length) {
      var none = document.createElement("p");
      none.className = "kit-search-empty";
      none.textContent = "Nothing found for “" + query.trim() + "”.";
      box.appendChild(none);
    }
    results.forEach(function (r, n) {
      var a = document.createElement("a");
      a.className = "kit-result";
      a.id = "kit-result-" + n;
      a.setAttribute("role", "option");
      a.setAttribute("aria-selected", "false");
      a.href = root + r.entry.href;
      var title = document.createElement("span");
      title.className = "kit-result-title";
      marked(r.entry.page + (r.entry.heading ? " › " + r.entry.heading : ""), r.terms, title);
      var text = document.createElement("span");
      text.className = "kit-result-snippet";
      marked(snippet(r), r.terms, text);
      a.appendChild(title);
      a.appendChild(text);
      box.appendChild(a);
    });
    box.hidden = false;
    input.setAttribute("aria-expanded", "true");
  }

  if (input && box) {
    input.addEventListener("input", function () { show(input.value); });
    input.addEventListener("focus", function () { if (input.value.trim()) { show(input.value); } });
    input.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown") { event.preventDefault(); select(selected + 1); }
      else if (event.key === "ArrowUp") { event.preventDefault(); select(selected - 1); }
      else if (event.key === "Enter") {
        var all = options();
        if (all.length) { event.preventDefault(); window.location.href = all[Math.max(selected, 0)].href; }
      } else if (event.key === "Escape") { input.value = ""; close(); }
    });
    document.addEventListener("click", function (event) {
      if (!event.target.closest(".kit-search")) { close(); }
    });
  }

  // ---- Keyboard: "/" goes to the search; Escape closes the menu. ----
  document.addEventListener("keydown", function (event) {
    var typing = event.target.closest && event.target.closest("input, textarea, select, [contenteditable]");
    if (event.key === "/" && !typing && !event.ctrlKey && !event.metaKey && !event.altKey && input) {
      event.preventDefault();
      input.focus();
      input.select();
    } else if (event.key === "Escape" && document.body.classList.contains("nav-open")) {
      setMenu(false);
      menuButton.focus();
    }
  });

  // ---- Copy buttons on code blocks. ----
  var live = document.createElement("div");
  live.className = "visually-hidden";
  live.setAttribute("aria-live", "polite");
  document.body.appendChild(live);

  function copy(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text);
    }
    // Pages opened over plain http from another machine have no clipboard API: the old way.
    return new Promise(function (resolve, reject) {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      var ok = false;
      try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
      document.body.removeChild(area);
      if (ok) { resolve(); } else { reject(new Error("copy refused")); }
    });
  }

  document.querySelectorAll(".kit-content pre").forEach(function (pre) {
    var wrap = document.createElement("div");
    wrap.className = "kit-code";
    pre.parentNode.insertBefore(wrap, pre);
    wrap.appendChild(pre);
    var button = document.createElement("button");
    button.type = "button";
    button.className = "kit-copy";
    button.textContent = "Copy";
    button.setAttribute("aria-label", "Copy this code");
    button.addEventListener("click", function () {
      copy(pre.innerText.replace(/\n$/, "")).then(function () {
        button.textContent = "Copied";
        button.dataset.copy = "copied"; // stays after the label resets: what happened, for tests and tools
        live.textContent = "Copied to the clipboard";
      }, function () {
        button.textContent = "Press Ctrl+C";
        button.dataset.copy = "refused";
        var range = document.createRange();
        range.selectNodeContents(pre);
        var selection = window.getSelection();
        selection.removeAllRanges();
        selection.addRange(range);
      });
      setTimeout(function () { button.textContent = "Copy"; }, 1600);
    });
    wrap.appendChild(button);
  });

  // ---- Figures that scroll inside their frame (narrow screens) can be scrolled from the keyboard. ----
  function focusableFigures() {
    document.querySelectorAll(".kit-figure-art").forEach(function (frame) {
      if (frame.scrollWidth > frame.clientWidth + 1) {
        frame.setAttribute("tabindex", "0");
      } else {
        frame.removeAttribute("tabindex");
      }
    });
  }
  focusableFigures();
  window.addEventListener("resize", focusableFigures);

  // ---- Print: open every "numbers behind the figure" so paper has them too. ----
  window.addEventListener("beforeprint", function () {
    document.querySelectorAll("details").forEach(function (d) { d.setAttribute("open", ""); });
  });
})();

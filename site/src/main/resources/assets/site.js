// retrykit's site: theme toggle, menu, search, copy buttons, scrolling frames, keyboard. One library,
// Lunr, for search, and no network: the search index is a script (search-index.js) so that it also
// loads from a page opened from disk.
(function () {
  "use strict";

  var html = document.documentElement;
  var script = document.currentScript;
  // The site's root, relative to this page: "" or "../", read off this script's own src.
  var root = script ? script.getAttribute("src").replace(/assets\/site\.js$/, "") : "";

  // A place where screen readers hear what just happened (copied, how many results).
  var live = document.createElement("div");
  live.className = "visually-hidden";
  live.setAttribute("aria-live", "polite");
  live.id = "kit-live";
  document.body.appendChild(live);

  function typingIn(target) {
    return target && target.closest && target.closest("input, textarea, select, [contenteditable]");
  }

  // ---- Theme: follows the system until the reader chooses; the choice is remembered. ----
  // The button is a switch named "Dark theme" (its words and its name agree, WCAG 2.5.3):
  // aria-pressed says whether dark is on.
  var THEME_KEY = "retrykit-theme";
  var dark = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
  var themeButton = document.getElementById("kit-theme-toggle");

  function theme() {
    return html.dataset.theme || (dark && dark.matches ? "dark" : "light");
  }

  function showTheme() {
    themeButton.setAttribute("aria-pressed", String(theme() === "dark"));
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

  // ---- Search over every section of every page: a combobox and its listbox of results. ----
  var input = document.getElementById("kit-search");
  var panel = document.getElementById("kit-search-panel");
  var box = document.getElementById("kit-search-results");
  var status = document.getElementById("kit-search-status");
  // The index and Lunr (a WebJar, MIT, assets/lunr-LICENSE.txt) are fetched, and the index built,
  // only when the reader reaches for the search (a pointer over the field, focus, "/"): building it
  // costs every page view a moment of processor time, and most views never search. What is typed
  // before it is ready waits for it ("Loading the search…"). Inserted scripts never block
  // rendering, and scripts (unlike fetch) also load on a page opened from disk.
  var engine = null;   // the Lunr index, once built
  var entries = [];    // window.KIT_SEARCH_INDEX: page, href, heading, text, weight per section
  var loading = false;
  var pending = null;  // what was typed before the index arrived
  var selected = -1;   // the result the arrow keys are on

  function loadSearch() {
    if (loading) { return; }
    loading = true;
    var files = ["assets/lunr.min.js", "assets/search-index.js"];
    var left = files.length;
    files.forEach(function (file) {
      var script = document.createElement("script");
      script.src = root + file;
      script.async = false; // keep their order: Lunr first
      script.onload = function () { if (--left === 0) { buildSearch(); } };
      document.head.appendChild(script);
    });
  }

  function buildSearch() {
    entries = window.KIT_SEARCH_INDEX || [];
    engine = window.lunr(function () {
      var builder = this;
      builder.ref("n");
      builder.field("page", { boost: 6 });
      builder.field("heading", { boost: 8 });
      builder.field("text");
      entries.forEach(function (e, n) {
        // A section's weight (the generator lowers lists of sources) scales its score.
        builder.add({ n: String(n), page: e.page, heading: e.heading, text: e.text },
          { boost: e.weight === undefined ? 1 : e.weight });
      });
    });
    if (pending !== null && input && document.activeElement === input) { show(pending); }
    pending = null;
  }

  function words(query) {
    return window.lunr.tokenizer(query).map(String).filter(Boolean);
  }

  // Each word as typed (stemmed, so "retries" finds "retry"), as the start of a longer word
  // ("jitt" finds "jitter"), and within one or two typing slips ("jiter" finds "jitter").
  function search(query) {
    var typed = words(query);
    if (!typed.length) { return []; }
    var hits = engine.query(function (q) {
      typed.forEach(function (w) {
        q.term(w, { boost: 10 });
        q.term(w, { usePipeline: false, wildcard: window.lunr.Query.wildcard.TRAILING, boost: 3 });
        if (w.length >= 4) { q.term(w, { usePipeline: false, editDistance: w.length >= 8 ? 2 : 1, boost: 1 }); }
      });
    });
    // At most three sections of one page, so the list shows every page that matters.
    var perPage = {};
    return hits.map(function (hit) {
      var entry = entries[Number(hit.ref)];
      var matched = Object.keys(hit.matchData.metadata).filter(function (t) { return t.length >= 3; });
      return { entry: entry, text: entry.text.toLowerCase(), terms: typed.concat(matched) };
    }).filter(function (r) {
      perPage[r.entry.page] = (perPage[r.entry.page] || 0) + 1;
      return perPage[r.entry.page] <= 3;
    }).slice(0, 12);
  }

  // Text with the search terms marked, built from text nodes: nothing from the index is parsed as HTML.
  function marked(text, words, into) {
    var lower = text.toLowerCase();
    var at = 0;
    while (at < text.length) {
      var next = -1;
      var length = 0;
      for (var t = 0; t < words.length; t++) {
        var i = lower.indexOf(words[t], at);
        // The earliest hit, and at one place the longest: "idempotency" rather than its stem.
        if (i !== -1 && (next === -1 || i < next || (i === next && words[t].length > length))) {
          next = i;
          length = words[t].length;
        }
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
    var first = -1;
    result.terms.forEach(function (t) {
      var at = result.text.indexOf(t);
      if (at !== -1 && (first === -1 || at < first)) { first = at; }
    });
    if (first === -1) { return text.slice(0, 140) + (text.length > 140 ? "…" : ""); }
    var from = Math.max(0, first - 50);
    var to = Math.min(text.length, first + 110);
    return (from > 0 ? "…" : "") + text.slice(from, to) + (to < text.length ? "…" : "");
  }

  // A result's link carries the words searched for, so the page it opens can mark them.
  function resultHref(entry, query) {
    var hash = entry.href.indexOf("#");
    var page = hash < 0 ? entry.href : entry.href.slice(0, hash);
    var fragment = hash < 0 ? "" : entry.href.slice(hash);
    return root + page + "?highlight=" + encodeURIComponent(query.trim()) + fragment;
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
    panel.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    selected = -1;
  }

  function show(query) {
    if (!engine) {
      pending = query;
      loadSearch();
      if (query.trim()) {
        box.textContent = "";
        box.hidden = true;
        status.textContent = "Loading the search…";
        panel.hidden = false;
        input.setAttribute("aria-expanded", "true");
      } else { close(); }
      return;
    }
    var results = search(query);
    box.textContent = "";
    selected = -1;
    input.removeAttribute("aria-activedescendant");
    if (!query.trim()) { close(); return; }
    status.textContent = results.length ? "" : "Nothing found for “" + query.trim() + "”.";
    box.hidden = !results.length;
    results.forEach(function (r, n) {
      var a = document.createElement("a");
      a.className = "kit-result";
      a.id = "kit-result-" + n;
      a.setAttribute("role", "option");
      a.setAttribute("aria-selected", "false");
      a.href = resultHref(r.entry, query);
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
    panel.hidden = false;
    input.setAttribute("aria-expanded", "true");
    live.textContent = results.length
      ? results.length + (results.length === 1 ? " result" : " results") + ": arrow keys to choose, Enter to open"
      : status.textContent;
  }

  if (input && box && panel && status) {
    input.addEventListener("focus", loadSearch);
    input.addEventListener("pointerenter", loadSearch);
    input.addEventListener("input", function () { show(input.value); });
    input.addEventListener("focus", function () { if (input.value.trim()) { show(input.value); } });
    input.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown") { event.preventDefault(); select(selected + 1); }
      else if (event.key === "ArrowUp") { event.preventDefault(); select(selected - 1); }
      else if (event.key === "Enter") {
        var all = options();
        if (all.length) { event.preventDefault(); window.location.href = all[Math.max(selected, 0)].href; }
      } else if (event.key === "Escape") {
        event.preventDefault();
        if (!panel.hidden) { close(); } else { input.value = ""; }
      }
    });
    document.addEventListener("click", function (event) {
      if (!event.target.closest(".kit-search")) { close(); }
    });
    document.addEventListener("focusin", function (event) {
      if (!event.target.closest(".kit-search")) { close(); }
    });
  }

  // ---- A page opened from a search result marks the words searched for. ----
  function terms(query) {
    return query.toLowerCase().split(/\s+/).filter(Boolean);
  }

  function markOnPage(words) {
    var content = document.querySelector(".kit-content");
    if (!content || !words.length) { return null; }
    var walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT, {
      acceptNode: function (node) {
        var parent = node.parentNode;
        if (!node.nodeValue.trim() || parent.closest("script, style, svg, mark, .kit-code-bar, .heading-anchor")) {
          return NodeFilter.FILTER_REJECT;
        }
        return NodeFilter.FILTER_ACCEPT;
      }
    });
    var nodes = [];
    while (walker.nextNode()) { nodes.push(walker.currentNode); }
    var first = null;
    nodes.forEach(function (node) {
      var lower = node.nodeValue.toLowerCase();
      if (!words.some(function (w) { return lower.indexOf(w) !== -1; })) { return; }
      var fragment = document.createDocumentFragment();
      marked(node.nodeValue, words, fragment);
      fragment.querySelectorAll("mark").forEach(function (m) { m.className = "kit-hit"; });
      first = first || fragment.querySelector("mark");
      node.parentNode.replaceChild(fragment, node);
    });
    return first;
  }

  var highlight = new URLSearchParams(window.location.search).get("highlight");
  if (highlight) {
    var firstHit = markOnPage(terms(highlight));
    if (firstHit && !window.location.hash) { firstHit.scrollIntoView({ block: "center" }); }
  }

  function clearMarks() {
    document.querySelectorAll("mark.kit-hit").forEach(function (m) {
      m.parentNode.replaceChild(document.createTextNode(m.textContent), m);
    });
  }

  // ---- Keyboard: "/" goes to the search; Escape closes the menu or clears marks; the arrow keys
  // walk the path (previous and next), unless what has the focus uses them itself. ----
  function usesArrows(target) {
    for (var el = target; el && el !== document.body && el.nodeType === 1; el = el.parentElement) {
      if (el.matches("[role=slider], [role=listbox], [role=tablist], [role=menu], [role=radiogroup], [role=grid], [role=tree]")) {
        return true;
      }
      if (el.scrollWidth > el.clientWidth + 1 && /(auto|scroll)/.test(getComputedStyle(el).overflowX)) {
        return true; // a frame that scrolls sideways: the arrows scroll it
      }
    }
    return false;
  }

  // The "?" list of shortcuts: a modal dialog, so the focus stays in it and Escape closes it.
  var keys = document.getElementById("kit-keys");
  function showKeys() {
    if (keys && typeof keys.showModal === "function" && !keys.open) { keys.showModal(); }
  }
  document.querySelectorAll("[data-keys]").forEach(function (button) {
    button.hidden = !(keys && typeof keys.showModal === "function");
    button.addEventListener("click", showKeys);
  });

  document.addEventListener("keydown", function (event) {
    var modified = event.ctrlKey || event.metaKey || event.altKey;
    if (keys && keys.open) { return; } // the dialog handles its own keys
    if (event.key === "?" && !typingIn(event.target) && !modified) {
      event.preventDefault();
      showKeys();
    } else if (event.key === "/" && !typingIn(event.target) && !modified && input) {
      event.preventDefault();
      input.focus();
      input.select();
    } else if (event.key === "Escape" && document.body.classList.contains("nav-open")) {
      setMenu(false);
      menuButton.focus();
    } else if (event.key === "Escape" && !typingIn(event.target)) {
      clearMarks();
    } else if ((event.key === "ArrowLeft" || event.key === "ArrowRight") && !modified && !event.shiftKey
        && !event.defaultPrevented && !typingIn(event.target) && !usesArrows(event.target)) {
      var link = document.querySelector(event.key === "ArrowLeft" ? ".kit-pager a[rel=prev]" : ".kit-pager a[rel=next]");
      if (link) {
        event.preventDefault();
        window.location.href = link.href;
      }
    }
  });

  // ---- Copy buttons on code blocks, in each block's bar, never over the code. ----
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

  document.querySelectorAll(".kit-code").forEach(function (block) {
    var pre = block.querySelector("pre");
    var bar = block.querySelector(".kit-code-bar");
    if (!pre || !bar) { return; }
    var button = document.createElement("button");
    button.type = "button";
    button.className = "kit-copy";
    button.textContent = "Copy";
    button.addEventListener("click", function () {
      copy(pre.textContent.replace(/\n$/, "")).then(function () {
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
    bar.appendChild(button);
  });

  // ---- Frames that scroll sideways (code, tables, figures on a narrow screen): each says so above
  // itself and takes the keyboard's focus, so the arrow keys can scroll it. ----
  var frames = [];
  document.querySelectorAll(".kit-code pre, .kit-table-scroll, .kit-figure-art").forEach(function (frame) {
    var cue = document.createElement("p");
    cue.className = "kit-scroll-cue";
    cue.hidden = true;
    cue.textContent = "Scrolls sideways →";
    if (frame.matches("pre")) {
      var bar = frame.parentNode.querySelector(".kit-code-bar");
      bar.insertBefore(cue, bar.querySelector(".kit-copy"));
    } else {
      frame.parentNode.insertBefore(cue, frame);
    }
    frames.push({ frame: frame, cue: cue });
  });

  function markScrolling() {
    frames.forEach(function (f) {
      // Inside a closed <details> a frame is laid out but cannot take the focus: it counts once opened.
      var scrolls = f.frame.scrollWidth > f.frame.clientWidth + 1 && !f.frame.closest("details:not([open])");
      f.cue.hidden = !scrolls;
      if (scrolls) {
        f.frame.setAttribute("tabindex", "0");
        f.frame.setAttribute("data-scrolls", "");
      } else {
        f.frame.removeAttribute("tabindex");
        f.frame.removeAttribute("data-scrolls");
      }
    });
  }
  markScrolling();
  window.addEventListener("resize", markScrolling);
  // A figure's table opens inside <details>: measure again once it is shown.
  document.querySelectorAll("details").forEach(function (d) { d.addEventListener("toggle", markScrolling); });

  // ---- Print buttons: one on every page, and the whole course's. ----
  document.querySelectorAll("[data-print]").forEach(function (button) {
    button.hidden = false;
    button.addEventListener("click", function () { window.print(); });
  });

  // ---- Print: open every "numbers behind the figure" so paper has them too. ----
  window.addEventListener("beforeprint", function () {
    document.querySelectorAll("details").forEach(function (d) { d.setAttribute("open", ""); });
  });
})();

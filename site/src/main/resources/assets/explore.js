// retrykit's explorable figures and predict-then-reveal questions. Every number comes from the
// kit's reference solutions: TeaVM compiles them, with the figures' drawing code, to
// explore-reference.js, which this script loads only on a page that has an explorable figure.
// Here we only read the controls and put in place the HTML that the compiled Java returns.
// No library, no network, and it works from a page opened from disk. A figure's settings live in
// the page's address, so a setting can be shared, and its Reset button returns to the start.
(function () {
  "use strict";

  var script = document.currentScript;
  var root = script ? script.getAttribute("src").replace(/assets\/explore\.js$/, "") : "";

  // ---- Predict, then reveal: a word on the reader's prediction when the answer opens. ----
  function optionText(input) {
    return input.parentNode.textContent.trim();
  }

  Array.prototype.forEach.call(document.querySelectorAll(".kit-predict"), function (box) {
    var reveal = box.querySelector(".kit-predict-reveal");
    var verdict = box.querySelector(".kit-predict-verdict");
    var right = box.querySelector("input[data-answer]");
    if (!reveal || !verdict || !right) { return; }
    reveal.addEventListener("toggle", function () {
      if (!reveal.open) { return; }
      var chosen = box.querySelector("input[type=radio]:checked");
      if (!chosen) {
        verdict.textContent = "No prediction made: pick an answer before you reveal the next one.";
      } else if (chosen === right) {
        verdict.textContent = "You predicted " + optionText(chosen) + ": right.";
      } else {
        verdict.textContent = "You predicted " + optionText(chosen) + "; the answer is " + optionText(right) + ".";
        chosen.parentNode.classList.add("kit-predict-wrong");
      }
      right.parentNode.classList.add("kit-predict-right");
    });
  });

  // ---- Explorable figures. ----
  var figures = document.querySelectorAll(".kit-explore[data-explore]");
  if (!figures.length) { return; }

  function orNull(text) {
    return text === "" ? null : text; // an empty field is a response without that header
  }

  // Each kind calls its function of explore-reference.js (ExploreExports in the site's Java).
  var views = {
    jitter: function (v) { return window.retrykitJitter(+v.retry, +v.clients); },
    budget: function (v) { return window.retrykitBudget(v.draws.join(","), +v.budget); },
    keys: function (v) { return window.retrykitKeys(+v.second, +v.retention); },
    "retry-after": function (v) { return window.retrykitRetryAfter(orNull(v["retry-after"]), orNull(v.date)); }
  };

  function thousands(n) {
    return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  }

  // As KeyExplorer.time writes a moment: 25 h (90,000 s).
  function shown(input) {
    var n = +input.value;
    if (input.dataset.format !== "hours") { return input.value; }
    var h = Math.floor(n / 3600);
    var m = Math.floor((n % 3600) / 60);
    return h + " h" + (m ? " " + m + " min" : "") + " (" + thousands(n) + " s)";
  }

  function values(figure) {
    var v = { draws: [] };
    Array.prototype.forEach.call(figure.querySelectorAll(".kit-explore-controls input"), function (input) {
      v[input.name] = input.value;
      if (/^draw-\d+$/.test(input.name)) { v.draws.push(input.value); }
    });
    return v;
  }

  function render(figure) {
    var view = figure.querySelector(".kit-explore-view");
    var summary = view.querySelector(".kit-explore-summary");
    var html;
    try {
      html = views[figure.dataset.explore](values(figure));
    } catch (e) {
      summary.textContent = "The reference refused these inputs: " + (e && e.message ? e.message : e);
      return;
    }
    var fresh = document.createElement("template");
    fresh.innerHTML = html;
    var art = view.querySelector(".kit-figure-art");
    var newArt = fresh.content.querySelector(".kit-figure-art");
    if (art && newArt) { art.innerHTML = newArt.innerHTML; }
    // The summary is a live region: its text changes, the element stays, so it is announced.
    summary.textContent = fresh.content.querySelector(".kit-explore-summary").textContent;
    view.querySelector(".kit-table-wrap").replaceWith(fresh.content.querySelector(".kit-table-wrap"));
  }

  function dragger(figure, view) {
    var input = document.getElementById(figure.id + "-" + figure.dataset.drag);
    var left = +figure.dataset.dragLeft;
    var right = +figure.dataset.dragRight;
    var end = +figure.dataset.dragEnd;
    var dragging = null;

    function moveTo(event) {
      var svg = view.querySelector("svg");
      var point = svg.createSVGPoint();
      point.x = event.clientX;
      point.y = event.clientY;
      var x = point.matrixTransform(svg.getScreenCTM().inverse()).x;
      var step = +input.step;
      var value = Math.round((x - left) / (right - left) * end / step) * step;
      value = Math.min(+input.max, Math.max(+input.min, value));
      if (String(value) !== input.value) {
        input.value = String(value);
        input.dispatchEvent(new Event("input", { bubbles: true }));
      }
    }

    // The handle is dragged by any pointer; a mouse may also click anywhere on the timeline. The
    // slider under the figure is the same value for the keyboard (arrow keys, Page Up/Down, Home, End).
    view.addEventListener("pointerdown", function (event) {
      var onHandle = event.target.closest && event.target.closest(".kit-explore-handle");
      if (!onHandle && (event.pointerType !== "mouse" || !event.target.closest("svg"))) { return; }
      dragging = event.pointerId;
      view.setPointerCapture(event.pointerId);
      event.preventDefault();
      moveTo(event);
    });
    view.addEventListener("pointermove", function (event) {
      if (dragging === event.pointerId) { moveTo(event); }
    });
    function stop(event) {
      if (dragging === event.pointerId) { dragging = null; }
    }
    view.addEventListener("pointerup", stop);
    view.addEventListener("pointercancel", stop);
  }

  // ---- Settings in the page's address: ?explore-jitter-retry=6, one parameter per control moved
  // from its starting value, so a setting can be bookmarked or sent, and Reset takes them away. ----
  function inputsOf(controls) {
    return Array.prototype.slice.call(controls.querySelectorAll("input"));
  }

  function remember(controls) {
    var params = new URLSearchParams(window.location.search);
    inputsOf(controls).forEach(function (input) {
      if (input.value === input.defaultValue) { params.delete(input.id); } else { params.set(input.id, input.value); }
    });
    var query = params.toString();
    try {
      history.replaceState(history.state, "", window.location.pathname + (query ? "?" + query : "") + window.location.hash);
    } catch (e) { /* some browsers refuse it on a page opened from disk: the settings just are not kept */ }
  }

  function restore(controls) {
    var params = new URLSearchParams(window.location.search);
    inputsOf(controls).forEach(function (input) {
      var value = params.get(input.id);
      if (value === null) { return; }
      if (input.type === "range") {
        var n = Number(value);
        if (value === "" || isNaN(n) || n < +input.min || n > +input.max) { return; } // a spoiled address is ignored
      }
      input.value = value;
    });
  }

  function showValue(controls, input) {
    if (input.type !== "range") { return; }
    var text = shown(input);
    input.setAttribute("aria-valuetext", text);
    var output = controls.querySelector("output[for='" + input.id + "']");
    if (output) { output.textContent = text; }
  }

  function start(figure) {
    if (!views[figure.dataset.explore]) { return; }
    var controls = figure.querySelector(".kit-explore-controls");
    var pending = null;
    function changed(event) {
      var input = event.target;
      if (!input.matches || !input.matches("input")) { return; }
      remember(controls);
      if (input.type === "range") {
        showValue(controls, input);
        render(figure);
      } else {
        // Typing: redraw once the reader pauses, so a screen reader hears one result, not one per key.
        clearTimeout(pending);
        pending = setTimeout(function () { render(figure); }, 250);
      }
    }
    // "change" too: a field emptied by a script or an autofill may fire only that.
    controls.addEventListener("input", changed);
    controls.addEventListener("change", changed);
    if (figure.dataset.drag) { dragger(figure, figure.querySelector(".kit-explore-view")); }
    var reset = document.createElement("button");
    reset.type = "button";
    reset.className = "kit-button kit-explore-reset";
    reset.textContent = "Reset";
    reset.setAttribute("aria-label", "Reset: back to the starting values");
    reset.addEventListener("click", function () {
      inputsOf(controls).forEach(function (input) {
        input.value = input.defaultValue;
        showValue(controls, input);
      });
      remember(controls);
      render(figure);
    });
    controls.appendChild(reset);
    restore(controls);
    var moved = inputsOf(controls).filter(function (input) { return input.value !== input.defaultValue; });
    moved.forEach(function (input) { showValue(controls, input); });
    if (moved.length) { render(figure); }
    controls.hidden = false;
    figure.classList.add("kit-explore-live");
    figure.dataset.ready = "true";
  }

  var loader = document.createElement("script");
  loader.src = root + "assets/explore-reference.js";
  loader.onload = function () {
    Array.prototype.forEach.call(figures, start);
  };
  document.head.appendChild(loader);
})();

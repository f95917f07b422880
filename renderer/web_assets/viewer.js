// The game viewer (renderer/webpage.py): steps through the positions of one game, draws its course, checks the
// dice commitment. Plain browser JavaScript, no build step, no outside requests. Its sentences are the page's
// (the dday-words block, in the game's language), templates whose {name} placeholders it fills in.
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("dday-data").textContent);
  var pics = JSON.parse(document.getElementById("dday-images").textContent);
  var words = JSON.parse(document.getElementById("dday-words").textContent);
  var positions = data.positions || [];
  if (!positions.length) { return; }
  var $ = function (id) { return document.getElementById(id); };
  var img = $("board"), slider = $("position"), where = $("where"), count = $("count"), log = $("log");
  var prev = $("prev"), next = $("next"), first = $("first"), last = $("last"), permalink = $("permalink");
  var current = -1;
  var SVG = "http://www.w3.org/2000/svg";
  var COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf"];
  var DASHES = ["", "6 3", "2 3", "8 3 2 3", "1 4", "10 4", "4 4", "3 2 1 2"];

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text !== undefined) { e.textContent = text; }
    return e;
  }
  function svg(tag, attrs) {
    var e = document.createElementNS(SVG, tag);
    Object.keys(attrs).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    return e;
  }
  // A sentence of the page's words with its {name} placeholders replaced in one pass (a value is never re-read).
  function say(key, args) {
    return String(words[key] || "").replace(/\{(\w+)\}/g, function (whole, name) {
      return Object.prototype.hasOwnProperty.call(args || {}, name) ? String(args[name]) : whole;
    });
  }
  function source(seq) {
    if (pics.images) { return pics.images[String(seq)] || ""; }
    return pics.base + seq + ".webp";
  }

  function showLog(pos) {
    log.textContent = "";
    var entries = pos.log || [];
    if (!entries.length) {
      log.appendChild(el("li", "empty", say("logEmpty")));
      return;
    }
    entries.forEach(function (entry) {
      var li = el("li");
      if (entry.who) { li.appendChild(el("span", "who", entry.who + ": ")); }
      li.appendChild(el("span", "text", entry.text || ""));
      var events = entry.events || [];
      if (events.length) {
        var ul = el("ul");
        events.forEach(function (ev) {
          var item = el("li", "", ev.text || "");
          if (ev.dice && ev.dice.length) {
            item.appendChild(document.createTextNode(" "));
            item.appendChild(el("span", "dice", say("dice", {dice: ev.dice.join(", ")})));
          }
          ul.appendChild(item);
        });
        li.appendChild(ul);
      }
      log.appendChild(li);
    });
  }

  function go(index, keepHash) {
    index = Math.max(0, Math.min(positions.length - 1, index));
    if (index === current) { return; }
    current = index;
    var pos = positions[index];
    img.src = source(pos.seq);
    img.alt = pos.alt || say("boardAt", {label: pos.label});
    slider.value = String(index);
    slider.setAttribute("aria-valuetext",
                        say("sliderText", {label: pos.label, number: index + 1, count: positions.length}));
    where.textContent = pos.label;
    count.textContent = say("count", {number: index + 1, count: positions.length, seq: pos.seq});
    prev.disabled = first.disabled = index === 0;
    next.disabled = last.disabled = index === positions.length - 1;
    permalink.href = "#p=" + pos.seq;
    showLog(pos);
    drawChart();
    if (index + 1 < positions.length && !pics.images) { new Image().src = source(positions[index + 1].seq); }
    if (!keepHash && window.history && history.replaceState) {
      try { history.replaceState(null, "", "#p=" + pos.seq); } catch (e) { /* some file:// pages refuse it */ }
    }
  }

  function fromHash() {
    var m = /^#p=(\d+)$/.exec(location.hash || "");
    if (!m) { return null; }
    var seq = parseInt(m[1], 10);
    for (var i = 0; i < positions.length; i++) {
      if (positions[i].seq >= seq) { return i; }
    }
    return positions.length - 1;
  }

  // The chart of the course: one line per figure over the positions, the current one marked.
  function drawChart() {
    var box = $("chart");
    var course = data.course || {};
    var names = course.names || [], values = course.values || [];
    if (!box || !names.length || values.length !== positions.length) { return; }
    box.textContent = "";
    var W = 640, H = 260, L = 40, R = 10, T = 10, B = 28;
    var top = 0;
    values.forEach(function (row) { row.forEach(function (v) { if (v > top) { top = v; } }); });
    top = top <= 0 ? 1 : Math.ceil(top * 1.05);
    var n = positions.length;
    var x = function (i) { return L + (n === 1 ? 0 : (W - L - R) * i / (n - 1)); };
    var y = function (v) { return T + (H - T - B) * (1 - v / top); };
    var chart = svg("svg", {viewBox: "0 0 " + W + " " + H, role: "img",
                            "aria-label": say("chart", {names: names.join(", "), count: n})});
    for (var k = 0; k <= 4; k++) {
      var v = top * k / 4, yy = y(v);
      chart.appendChild(svg("line", {x1: L, x2: W - R, y1: yy, y2: yy, "class": "grid"}));
      var t = svg("text", {x: L - 4, y: yy + 4, "text-anchor": "end"});
      t.textContent = String(Math.round(v * 10) / 10);
      chart.appendChild(t);
    }
    chart.appendChild(svg("line", {x1: L, x2: L, y1: T, y2: H - B, "class": "axis"}));
    chart.appendChild(svg("line", {x1: L, x2: W - R, y1: H - B, y2: H - B, "class": "axis"}));
    var turns = svg("text", {x: (L + W - R) / 2, y: H - 6, "text-anchor": "middle"});
    turns.textContent = say("axis", {first: positions[0].turn, last: positions[n - 1].turn});
    chart.appendChild(turns);
    names.forEach(function (name, j) {
      var pts = values.map(function (row, i) { return x(i).toFixed(1) + "," + y(row[j] || 0).toFixed(1); });
      var attrs = {points: pts.join(" "), fill: "none", stroke: COLOURS[j % COLOURS.length], "stroke-width": 2};
      if (DASHES[j % DASHES.length]) { attrs["stroke-dasharray"] = DASHES[j % DASHES.length]; }
      chart.appendChild(svg("polyline", attrs));
    });
    chart.appendChild(svg("line", {x1: x(current), x2: x(current), y1: T, y2: H - B, "class": "now"}));
    chart.addEventListener("click", function (e) {
      var r = chart.getBoundingClientRect();
      var px = (e.clientX - r.left) * W / r.width;
      go(Math.round((px - L) / (W - L - R) * (n - 1)));
    });
    box.appendChild(chart);
    var legend = el("ul", "legend");
    names.forEach(function (name, j) {
      var li = el("li");
      var key = svg("svg", {width: 28, height: 10, "aria-hidden": "true"});
      var attrs = {x1: 0, x2: 28, y1: 5, y2: 5, stroke: COLOURS[j % COLOURS.length], "stroke-width": 3};
      if (DASHES[j % DASHES.length]) { attrs["stroke-dasharray"] = DASHES[j % DASHES.length]; }
      key.appendChild(svg("line", attrs));
      li.appendChild(key);
      li.appendChild(el("span", "", name + ": " + (values[current][j] || 0)));
      legend.appendChild(li);
    });
    box.appendChild(legend);
  }

  // The dice commitment: SHA-256 of commitment_of must be the commitment published at the start.
  function hex(buffer) {
    return Array.prototype.map.call(new Uint8Array(buffer), function (b) {
      return ("0" + b.toString(16)).slice(-2);
    }).join("");
  }
  function checkCommitment() {
    var out = $("check-result");
    if (!out) { return; }
    if (!window.crypto || !window.crypto.subtle || !window.isSecureContext) {
      out.className = "";
      out.textContent = say("insecure");
      return;
    }
    var bytes = new TextEncoder().encode(data.commitment_of);
    window.crypto.subtle.digest("SHA-256", bytes).then(function (digest) {
      var got = hex(digest);
      var ok = got === String(data.commitment).toLowerCase();
      out.className = ok ? "ok" : "bad";
      out.textContent = ok
        ? say("checked", {text: data.commitment_of})
        : say("mismatch", {text: data.commitment_of, got: got});
      out.setAttribute("data-ok", ok ? "yes" : "no");
    }, function () {
      out.className = "bad";
      out.textContent = say("failed");
    });
  }

  slider.max = String(positions.length - 1);
  slider.addEventListener("input", function () { go(parseInt(slider.value, 10)); });
  prev.addEventListener("click", function () { go(current - 1); });
  next.addEventListener("click", function () { go(current + 1); });
  first.addEventListener("click", function () { go(0); });
  last.addEventListener("click", function () { go(positions.length - 1); });
  document.addEventListener("keydown", function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey || e.target === slider) { return; }  // the slider steps by itself
    var tag = (e.target && e.target.tagName) || "";
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") { return; }
    var to = {ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: positions.length - 1}[e.key];
    if (to === undefined) { return; }
    e.preventDefault();
    go(to);
  });
  var touch = null;
  img.addEventListener("touchstart", function (e) {
    if (e.touches.length === 1) { touch = {x: e.touches[0].clientX, y: e.touches[0].clientY}; }
  }, {passive: true});
  img.addEventListener("touchend", function (e) {
    if (!touch || !e.changedTouches.length) { return; }
    var dx = e.changedTouches[0].clientX - touch.x, dy = e.changedTouches[0].clientY - touch.y;
    touch = null;
    if (Math.abs(dx) > 40 && Math.abs(dx) > 1.5 * Math.abs(dy)) { go(current + (dx < 0 ? 1 : -1)); }
  }, {passive: true});
  window.addEventListener("hashchange", function () {
    var i = fromHash();
    if (i !== null) { go(i, true); }
  });
  var check = $("check");
  if (check) { check.addEventListener("click", checkCommitment); }
  var start = fromHash();
  go(start === null ? positions.length - 1 : start, start === null);
  document.body.setAttribute("data-ready", "yes");
  checkCommitment();
})();

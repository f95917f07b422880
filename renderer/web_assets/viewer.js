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
  var partsBox = $("board-parts"), slider = $("position"), where = $("where"), count = $("count"), log = $("log");
  var prev = $("prev"), next = $("next"), first = $("first"), last = $("last"), permalink = $("permalink");
  var moves = $("moves"), jump = $("jump"), drawing = $("drawing"), figure = $("board-figure");
  var current = -1, moveLinks = [], wanted = null, partLists = {}, sheets = [];
  // A finished game on the live page: the "show everything" switch (its side of each position from r/SEQ.json).
  var revealBox = $("reveal"), revealed = false, revealBase = pics.base ? pics.base.replace(/p\/$/, "r/") : "";
  var revealLists = {}, hiddenBox = $("hidden-box"), hiddenList = $("hidden");
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
  // A position's board is a list of parts shown one under the other: {src, alt} images (the live page asks its
  // server which parts a position has; an older file has one image a position), or {shape} drawn from the file's
  // tiles onto a canvas.
  function revealOf(pos, done) {
    if (revealLists[pos.seq]) { done(revealLists[pos.seq]); return; }
    fetch(revealBase + pos.seq + ".json", {credentials: "omit"}).then(function (reply) {
      return reply.status === 200 ? reply.json() : null;
    }).then(function (got) {
      if (!got) { done(null); return; }
      got.list = (got.parts || []).map(function (alt, n) {
        return {src: revealBase + pos.seq + "/" + n + ".webp", alt: alt || pos.alt || pos.label};
      });
      revealLists[pos.seq] = got;
      done(got);
    }, function () { done(null); });
  }
  function partsOf(pos, done) {
    if (!revealed) { publicParts(pos, done); return; }
    revealOf(pos, function (got) { if (got) { done(got.list); } else { publicParts(pos, done); } });
  }
  function publicParts(pos, done) {
    if (pics.tiles) {
      done((pos.board || []).map(function (n) { return {shape: n, alt: pos.alt || pos.label}; }));
    } else if (pics.images) {
      done([{src: pics.images[String(pos.seq)] || "", alt: pos.alt || say("boardAt", {label: pos.label})}]);
    } else if (partLists[pos.seq]) {
      done(partLists[pos.seq]);
    } else {
      fetch(pics.base + pos.seq + ".json", {credentials: "omit"}).then(function (reply) {
        return reply.status === 200 ? reply.json() : {parts: [pos.alt || ""]};
      }).then(function (got) {
        partLists[pos.seq] = (got.parts || []).map(function (alt, n) {
          return {src: pics.base + pos.seq + "/" + n + ".webp", alt: alt || pos.alt || pos.label};
        });
        done(partLists[pos.seq]);
      }, function () { done([]); });
    }
  }
  function sheet(n, then) {
    var found = sheets[n];
    if (!found) {
      found = sheets[n] = {img: new Image(), waiting: []};
      found.img.onload = function () { found.ready = true; found.waiting.forEach(function (f) { f(); }); };
      found.img.src = pics.tiles.sheets[n];
    }
    if (found.ready) { then(found.img); } else { found.waiting.push(function () { then(found.img); }); }
  }
  // Copy a shape's tiles from their sheets onto the canvas; calls back once every tile is drawn.
  function paint(canvas, n, then) {
    var t = pics.tiles, shape = t.shapes[n], w = shape[0], h = shape[1], numbers = shape[2];
    var tw = t.tile[0], th = t.tile[1], across = Math.ceil(w / tw), left = numbers.length;
    if (canvas.width !== w || canvas.height !== h) { canvas.width = w; canvas.height = h; }
    var ctx = canvas.getContext("2d");
    if (!left) { then(); return; }
    numbers.forEach(function (number, k) {
      var slot = number % t.per_sheet;
      sheet(Math.floor(number / t.per_sheet), function (img) {
        if (canvas.getAttribute("data-shape") === String(n)) {
          ctx.drawImage(img, (slot % t.columns) * tw, Math.floor(slot / t.columns) * th, tw, th,
                        (k % across) * tw, Math.floor(k / across) * th, tw, th);
        }
        if (--left === 0) { then(); }
      });
    });
  }
  function slots(count, canvas) {
    while (partsBox.children.length > count) { partsBox.removeChild(partsBox.lastChild); }
    while (partsBox.children.length < count) {
      var button = el("button", "open-board");
      button.type = "button";
      var shown = document.createElement(canvas ? "canvas" : "img");
      shown.className = "part";
      if (!partsBox.children.length) { shown.id = "board"; button.id = "open-board"; }
      button.appendChild(shown);
      button.addEventListener("click", openZoom);
      partsBox.appendChild(button);
    }
  }
  function showBoard(pos) {
    wanted = pos.seq;
    partsOf(pos, function (list) {
      if (wanted !== pos.seq) { return; }
      slots(list.length, !!pics.tiles);
      var pending = 1;
      var one = function () { if (--pending === 0 && wanted === pos.seq) { drawn(); } };
      list.forEach(function (part, i) {
        var button = partsBox.children[i], shown = button.firstChild;
        button.setAttribute("aria-label", (partsBox.getAttribute("data-open") || "") + " " + (part.alt || ""));
        if (part.shape !== undefined) {
          shown.setAttribute("role", "img");
          shown.setAttribute("aria-label", part.alt || "");
          if (shown.getAttribute("data-shape") !== String(part.shape)) {
            shown.setAttribute("data-shape", String(part.shape));
            pending++;
            paint(shown, part.shape, one);
          }
        } else {
          shown.alt = part.alt || "";
          if (shown.getAttribute("src") !== part.src) {
            pending++;
            shown.onload = shown.onerror = one;
            shown.src = part.src;
          }
        }
      });
      one();
    });
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

  // The revealed side's words: each seat's hidden things, and what the entry told one seat alone.
  function showHidden(pos) {
    if (!hiddenBox) { return; }
    hiddenBox.hidden = !revealed;
    if (!revealed) { return; }
    hiddenList.textContent = "";
    revealOf(pos, function (got) {
      if (positions[current] !== pos) { return; }
      hiddenList.textContent = "";
      if (!got) {
        hiddenList.appendChild(el("p", "empty", say("revealFailed")));
        return;
      }
      (got.told || []).forEach(function (told) {
        hiddenList.appendChild(el("p", "told", say("told", {name: told.name, text: told.text})));
      });
      (got.seats || []).forEach(function (seat) {
        var box = el("div", "seat-hidden");
        box.appendChild(el("h4", "", seat.name));
        (seat.groups || []).forEach(function (group) {
          box.appendChild(el("p", "group", group.title));
          var ul = el("ul");
          (group.lines || []).forEach(function (line) { ul.appendChild(el("li", "", line)); });
          box.appendChild(ul);
        });
        hiddenList.appendChild(box);
      });
      if (!(got.seats || []).length && !(got.told || []).length) {
        hiddenList.appendChild(el("p", "empty", say("hiddenNone")));
      }
    });
  }
  function hashFor(pos) { return "#p=" + pos.seq + (revealed ? "&reveal" : ""); }

  function drawn() {
    figure.classList.remove("loading");
    figure.setAttribute("data-shown", String(wanted));
    drawing.hidden = true;
    drawing.textContent = "";
  }

  // The move list: every entry of the log under the turn and phase it was played in (the position before it),
  // each a link to the position after it; the jump menu names each turn's phases.
  function groupOf(i) {
    var p = positions[Math.max(0, i - 1)];
    return p.turn + "/" + p.phase + "/" + p.label;
  }
  function buildMoves() {
    moves.textContent = "";
    jump.textContent = "";
    moveLinks = [];
    var list = null, turnGroup = null, lastGroup = null, lastTurn = null;
    positions.forEach(function (pos, i) {
      var group = groupOf(i), at = positions[Math.max(0, i - 1)];
      if (group !== lastGroup) {
        lastGroup = group;
        var head = el("h3", "phase", at.label);
        moves.appendChild(head);
        list = el("ol");
        moves.appendChild(list);
        if (at.turn !== lastTurn) {
          lastTurn = at.turn;
          turnGroup = document.createElement("optgroup");
          turnGroup.label = say("turn", {turn: at.turn});
          jump.appendChild(turnGroup);
        }
        var option = el("option", "", at.label);
        option.value = String(Math.max(0, i - 1));
        turnGroup.appendChild(option);
      }
      var li = el("li");
      var a = el("a");
      a.href = "#p=" + pos.seq;
      var entry = (pos.log || [])[pos.log && pos.log.length ? pos.log.length - 1 : 0];
      if (i === 0 || !entry) {
        a.appendChild(el("span", "text", i === 0 ? say("start") : pos.label));
      } else {
        if (entry.who) { a.appendChild(el("span", "who", entry.who + ": ")); }
        a.appendChild(el("span", "text", entry.text || ""));
      }
      li.appendChild(a);
      list.appendChild(li);
      moveLinks.push(a);
    });
  }
  function markMove(index) {
    moveLinks.forEach(function (a, i) {
      if (i === index) { a.setAttribute("aria-current", "step"); } else { a.removeAttribute("aria-current"); }
    });
    var a = moveLinks[index];
    if (a) {
      // Keep it in view inside the list only: the page itself does not move.
      var top = a.offsetTop - moves.offsetTop, bottom = top + a.offsetHeight;
      if (top < moves.scrollTop) { moves.scrollTop = top - 8; }
      else if (bottom > moves.scrollTop + moves.clientHeight) { moves.scrollTop = bottom - moves.clientHeight + 8; }
    }
    var best = 0;
    for (var k = 0; k < jump.options.length; k++) {
      if (parseInt(jump.options[k].value, 10) <= index) { best = k; }
    }
    jump.selectedIndex = best;
  }

  function go(index, keepHash) {
    index = Math.max(0, Math.min(positions.length - 1, index));
    if (index === current) { return; }
    current = index;
    var pos = positions[index];
    // Until the new board has arrived the old one is faded out and the page says it is drawing.
    figure.classList.add("loading");
    figure.removeAttribute("data-shown");
    drawing.textContent = say("drawing");
    drawing.hidden = false;
    showBoard(pos);
    slider.value = String(index);
    slider.setAttribute("aria-valuetext",
                        say("sliderText", {label: pos.label, number: index + 1, count: positions.length}));
    where.textContent = pos.label;
    count.textContent = say("count", {number: index + 1, count: positions.length, seq: pos.seq});
    prev.disabled = first.disabled = index === 0;
    next.disabled = last.disabled = index === positions.length - 1;
    permalink.href = hashFor(pos);
    showLog(pos);
    showHidden(pos);
    markMove(index);
    drawChart();
    if (index + 1 < positions.length && pics.base && !revealed) {  // the next board, asked for ahead
      partsOf(positions[index + 1], function (list) { list.forEach(function (p) { new Image().src = p.src; }); });
    }
    if (!keepHash && window.history && history.replaceState) {
      try { history.replaceState(null, "", hashFor(pos)); } catch (e) { /* some file:// pages refuse it */ }
    }
  }

  function fromHash() {
    var m = /^#(?:p=(\d+))?(&?reveal)?$/.exec(location.hash || "");
    if (!m || (!m[1] && !m[2])) { return null; }
    if (m[2] && revealBox) { revealed = revealBox.checked = true; }
    if (!m[1]) { return positions.length - 1; }
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
    // As wide as the box (at most 640): its 12 px labels stay 12 px on a phone instead of shrinking with it.
    var W = Math.max(300, Math.min(640, Math.round(box.clientWidth || 640))), H = 260, L = 40, R = 10, T = 10, B = 28;
    var top = 0, whole = true;
    values.forEach(function (row) {
      row.forEach(function (v) { if (v > top) { top = v; } if (v !== null && v % 1 !== 0) { whole = false; } });
    });
    top = top <= 0 ? 1 : Math.ceil(top * 1.05);
    if (whole) { top = Math.ceil(top / 4) * 4; }  // counts: four steps of a whole number
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
  partsBox.addEventListener("touchstart", function (e) {
    if (e.touches.length === 1) { touch = {x: e.touches[0].clientX, y: e.touches[0].clientY}; }
  }, {passive: true});
  partsBox.addEventListener("touchend", function (e) {
    if (!touch || !e.changedTouches.length) { return; }
    var dx = e.changedTouches[0].clientX - touch.x, dy = e.changedTouches[0].clientY - touch.y;
    touch = null;
    if (Math.abs(dx) > 40 && Math.abs(dx) > 1.5 * Math.abs(dy)) { go(current + (dx < 0 ? 1 : -1)); }
  }, {passive: true});
  window.addEventListener("hashchange", function () {
    var i = fromHash();
    if (i !== null) { go(i, true); }
    if (revealed && !/reveal/.test(location.hash) && history.replaceState) {  // a move list link keeps the switch
      try { history.replaceState(null, "", hashFor(positions[current])); } catch (e) { /* file:// */ }
    }
  });
  if (revealBox) {
    revealBox.addEventListener("change", function () {
      revealed = revealBox.checked;
      var at = current;
      current = -1;
      go(at);
    });
  }
  jump.addEventListener("change", function () { go(parseInt(jump.value, 10)); });
  var copy = $("copy"), copied = $("copied");
  copy.addEventListener("click", function () {
    var failed = function () { copied.textContent = say("copyFailed"); };
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(location.href).then(function () { copied.textContent = say("copied"); }, failed);
    } else {
      failed();
    }
  });

  // The board full size: wheel or pinch zooms, dragging pans, Escape or Close shuts it.
  var zoom = $("zoom"), zoomArea = $("zoom-area"), zoomImg = $("zoom-board");
  var view = {scale: 1, x: 0, y: 0}, pointers = {}, pinch = null, opener = null;
  function place() {
    zoomImg.style.transform = "translate(" + view.x + "px," + view.y + "px) scale(" + view.scale + ")";
  }
  function zoomAt(factor, cx, cy) {
    var scale = Math.max(0.2, Math.min(8, view.scale * factor));
    factor = scale / view.scale;
    view.x = cx - (cx - view.x) * factor;
    view.y = cy - (cy - view.y) * factor;
    view.scale = scale;
    place();
  }
  function openZoom(e) {
    var shown = (e && e.currentTarget && e.currentTarget.firstChild) || $("board");
    opener = document.activeElement;
    zoomImg.src = shown.tagName === "CANVAS" ? shown.toDataURL("image/png") : shown.src;
    zoomImg.alt = shown.tagName === "CANVAS" ? (shown.getAttribute("aria-label") || "") : shown.alt;
    view = {scale: 1, x: 0, y: 0};
    place();
    zoom.hidden = false;
    document.body.classList.add("zoomed");
    $("zoom-close").focus();
  }
  function closeZoom() {
    zoom.hidden = true;
    document.body.classList.remove("zoomed");
    if (opener && opener.focus) { opener.focus(); }
  }
  $("zoom-close").addEventListener("click", closeZoom);
  zoomArea.addEventListener("wheel", function (e) {
    e.preventDefault();
    var r = zoomArea.getBoundingClientRect();
    zoomAt(e.deltaY < 0 ? 1.2 : 1 / 1.2, e.clientX - r.left, e.clientY - r.top);
  }, {passive: false});
  zoomArea.addEventListener("pointerdown", function (e) {
    zoomArea.setPointerCapture(e.pointerId);
    pointers[e.pointerId] = {x: e.clientX, y: e.clientY};
    var ids = Object.keys(pointers);
    if (ids.length === 2) {
      var a = pointers[ids[0]], b = pointers[ids[1]];
      pinch = Math.hypot(a.x - b.x, a.y - b.y);
    }
  });
  zoomArea.addEventListener("pointermove", function (e) {
    var before = pointers[e.pointerId];
    if (!before) { return; }
    var ids = Object.keys(pointers);
    pointers[e.pointerId] = {x: e.clientX, y: e.clientY};
    if (ids.length === 1) {
      view.x += e.clientX - before.x;
      view.y += e.clientY - before.y;
      place();
    } else if (ids.length === 2 && pinch) {
      var a = pointers[ids[0]], b = pointers[ids[1]], r = zoomArea.getBoundingClientRect();
      var apart = Math.hypot(a.x - b.x, a.y - b.y);
      zoomAt(apart / pinch, (a.x + b.x) / 2 - r.left, (a.y + b.y) / 2 - r.top);
      pinch = apart;
    }
  });
  function lift(e) { delete pointers[e.pointerId]; pinch = null; }
  zoomArea.addEventListener("pointerup", lift);
  zoomArea.addEventListener("pointercancel", lift);

  // A game in progress, on the live page: ask the server for news now and then (a 304 when nothing moved), add
  // the new positions and say so, without leaving the position being read.
  function follow() {
    if (pics.images || data.status !== "active" || !window.fetch) { return; }
    var url = pics.base.replace(/p\/$/, "") + "data.json", etag = null;
    var status = $("status"), fresh = $("fresh");
    function poll() {
      var headers = etag ? {"If-None-Match": etag} : {};
      fetch(url, {headers: headers, cache: "no-cache", credentials: "omit"}).then(function (reply) {
        if (reply.status !== 200) { return null; }
        etag = reply.headers.get("ETag");
        return reply.json();
      }).then(function (got) {
        if (!got || !got.positions || got.positions.length < positions.length) { return; }
        var atEnd = current === positions.length - 1, grew = got.positions.length > positions.length;
        data = got;
        positions = got.positions;
        slider.max = String(positions.length - 1);
        status.textContent = got.status_text || status.textContent;
        if (grew) {
          buildMoves();
          var at = current;
          current = -1;
          go(at, true);
          fresh.textContent = say("fresh", {label: positions[positions.length - 1].label});
          fresh.hidden = false;
          if (atEnd) { next.disabled = last.disabled = false; }
        }
        if (data.status === "active") { setTimeout(poll, 20000); }
      }, function () { setTimeout(poll, 60000); });
    }
    setTimeout(poll, 20000);
    window.ddayPoll = poll;  // the browser tests ask now rather than wait
  }

  // A phone: the bar's "more" button shows the jump menu and the copy link; the move list starts folded.
  var more = $("more"), bar = $("bar");
  more.addEventListener("click", function () {
    var open = !bar.classList.contains("open");
    bar.classList.toggle("open", open);
    more.setAttribute("aria-expanded", open ? "true" : "false");
  });
  if (window.matchMedia && window.matchMedia("(max-width: 600px)").matches) { $("moves-box").open = false; }
  var check = $("check");
  if (check) { check.addEventListener("click", checkCommitment); }
  document.addEventListener("keydown", function (e) {
    if (e.key === "Escape" && !zoom.hidden) { closeZoom(); }
  });
  buildMoves();
  var start = fromHash();
  go(start === null ? positions.length - 1 : start, start === null);
  follow();
  document.body.setAttribute("data-ready", "yes");
  checkCommitment();
})();

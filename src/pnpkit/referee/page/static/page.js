// The live board page: draws /state.json, follows /events, and sends actions to /act.
// Everything the page shows about the game comes from the server (its words included);
// this script only places it and handles clicks, hovers and taps.
"use strict";

const W = JSON.parse(document.getElementById("words").textContent);
const LANG = document.documentElement.lang || "ru";
const CAN_ACT = document.body.dataset.canAct === "yes";
const MAX_SCALE = 4;      // the board at most four times the width of its box
const PHONE = window.matchMedia("(max-width: 900px)");

let state = null;
let scale = 1;           // the board's width over its box's width
let focusedOn = null;    // the reachable fields last brought into view (null: none yet)
let selected = null;       // a field tapped once on a touch screen
let shownBoard = null;
let lastTurn = null;
let busy = false;

const $ = (id) => document.getElementById(id);
// «0 %» never breaks between the number and the sign (Russian sets a space before it)
const nobreak = (text) => String(text).replace(/(\d) %/g, "$1\u00a0%");

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") node.className = v;
    else if (k === "text") node.textContent = nobreak(v);
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v);
  }
  for (const child of children) if (child != null) node.append(child);
  return node;
}

// the nodes that are there (a missing optional line is null)
function present(...nodes) { return nodes.filter((n) => n != null); }

function percent(p) {
  return new Intl.NumberFormat(LANG, { style: "percent", maximumFractionDigits: 1 }).format(p);
}

// ------------------------------------------------------------------ state

async function refresh() {
  try {
    const response = await fetch("state.json", { cache: "no-store" });
    const data = await response.json();
    if (!response.ok) { showMessage([data.error || response.statusText], true); return; }
    if (state && data.version === state.version) return;  // nothing new: keep the nodes
    state = data;
    render();
  } catch (err) {
    setConnection(false);
  }
}

function render() {
  if (state.title) {
    document.querySelector(".brand .game").textContent = state.title;
    document.title = `${W.title} · ${state.title}`;
  }
  document.body.classList.toggle("over", Boolean(state.over));  // the ending stands out
  renderTurn();
  renderNow();
  renderBoards();
  renderPlayers();
  renderLog();
}

function playerOf(name) {
  return (state.players || []).find((p) => p.name === name);
}

function renderTurn() {
  const box = $("turn");
  box.replaceChildren();
  if (state.over) { box.append(el("span", { class: "chip", text: W.over })); return; }
  if (!state.turn) return;
  const p = playerOf(state.turn);
  box.append(el("span", { class: "chip" },
    el("span", { class: "swatch", style: `background:${p && p.colour ? p.colour : "#999"}` }),
    `${W.turn}: ${state.turn}`));
}

function renderNow() {
  $("headline").textContent = state.headline || "";
  const hint = CAN_ACT && (state.legal_moves || []).length ? el("p", { class: "hint", text: W.hint_pick }) : null;
  $("prompt").replaceChildren(...(state.prompt || []).map((line) => el("p", { text: line })), ...present(hint));
  const fight = $("fight");
  if (state.fight) {
    const f = state.fight;
    const exact = f.exact || {};
    const part = (cls, p) => el("span", { class: cls, style: `width:${(p * 100).toFixed(2)}%;background:var(--${cls})` });
    const legend = (cls, p) => el("div", { class: cls }, el("b", { text: percent(p) }),
      `${W[cls]} `, el("small", { text: exact[cls] || "" }));
    fight.replaceChildren(
      el("div", { class: "title", text: f.title }),
      el("div", { class: "lines" }, ...f.lines.map((line) => el("p", { text: line }))),
      el("div", { class: "bar", role: "img", "aria-label": `${W.odds}: ${W.win} ${percent(f.win)}, ${W.draw} ${percent(f.draw)}, ${W.loss} ${percent(f.loss)}` },
        part("win", f.win), part("draw", f.draw), part("loss", f.loss)),
      el("div", { class: "legend", id: "odds" }, legend("win", f.win), legend("draw", f.draw), legend("loss", f.loss)));
    fight.hidden = false;
  } else {
    fight.hidden = true;
    fight.replaceChildren();
  }
  const choices = $("choices");
  choices.replaceChildren(...(state.choices || []).map((c) => el("button", {
    type: "button", class: c.primary ? "primary" : "", "data-command": c.command,
    onclick: () => act({ command: c.command, args: c.args }),
  }, c.label)));
  if (state.status && $("status")) $("status").textContent = nobreak(state.status.join("\n"));
  if ($("on-table")) {  // what lies on the table besides the pieces
    $("on-table").replaceChildren(...(state.status || []).map((line) => el("p", { text: line })));
    $("on-table-card").hidden = !(state.status || []).length;
  }
}

// ------------------------------------------------------------------ boards

function showBoard(id) {
  shownBoard = id;
  for (const tab of document.querySelectorAll(".tab")) tab.setAttribute("aria-selected", String(tab.dataset.board === id));
  for (const box of document.querySelectorAll(".board-scroll")) box.hidden = box.dataset.board !== id;
}

function renderBoards() {
  const overlays = state.overlays || {};
  // the board of the player to move; at the end, of those still in the game (the king).
  // Shown again when he changes or moves to another board (through a Провал mid-turn):
  // a tab picked by hand stays until then
  const lead = state.over ? (state.players || []).find((p) => !p.out && p.board)
    : (state.turn ? playerOf(state.turn) : null);
  const key = `${state.over ? "" : state.turn}@${lead ? lead.board : ""}`;
  if (key !== lastTurn && lead && lead.board) showBoard(lead.board);
  lastTurn = key;
  const moves = new Map((state.legal_moves || []).map((m) => [m.field, m]));
  for (const svg of document.querySelectorAll("svg.overlay")) {
    svg.innerHTML = overlays[svg.dataset.board] || "";
    for (const rect of svg.querySelectorAll(".target")) {
      const move = moves.get(rect.dataset.field);
      if (!move) continue;
      rect.addEventListener("pointerenter", (e) => showRoute(svg, move, e));
      rect.addEventListener("pointermove", (e) => placeTip(e.clientX, e.clientY));
      rect.addEventListener("pointerleave", () => { if (selected !== move.field) hideRoute(svg); });
      rect.addEventListener("click", (e) => clickField(svg, move, e));
    }
  }
  if (selected && !moves.has(selected)) selected = null;
  // on a phone, a new set of reachable fields is brought into view with the piece
  const reach = [...moves.keys()].sort().join(" ");
  if (PHONE.matches && (focusedOn === null || (reach && reach !== focusedOn))) requestAnimationFrame(focusView);
  focusedOn = reach;
}

// ------------------------------------------------------------------ zoom, pinch and focus

function shownBox() {
  return document.querySelector(`.board-scroll[data-board="${CSS.escape(shownBoard || "")}"]`)
    || document.querySelector(".board-scroll:not([hidden])");
}

// the board `next` times its box's width, the client point (cx, cy) kept where it is
function setScale(next, cx, cy) {
  const box = shownBox();
  if (!box) return;
  const board = box.querySelector(".board");
  const frame = box.getBoundingClientRect();
  if (cx === undefined) { cx = frame.left + box.clientWidth / 2; cy = frame.top + box.clientHeight / 2; }
  const before = board.getBoundingClientRect();
  const fx = (cx - before.left) / before.width, fy = (cy - before.top) / before.height;
  scale = Math.max(1, Math.min(MAX_SCALE, next));
  for (const b of document.querySelectorAll(".board")) b.style.width = `${(scale * 100).toFixed(1)}%`;
  const after = board.getBoundingClientRect();
  box.scrollLeft += after.left + fx * after.width - cx;
  box.scrollTop += after.top + fy * after.height - cy;
}

// on a phone the board is at least as tall as its box may be (three quarters of the
// screen): fields large enough to tap, the board panned with a finger
function phoneScale(box, view) {
  if (!PHONE.matches) return 1;
  return Math.max(1, Math.min(MAX_SCALE, 0.75 * innerHeight * view.width / (box.clientWidth * view.height)));
}

// the current piece and the lit fields, as large as the box allows
function focusView() {
  const box = shownBox();
  const svg = box && box.querySelector("svg.overlay");
  if (!svg) return;
  const parts = [...svg.querySelectorAll(".target, .piece.current")];
  if (!parts.length) { setScale(phoneScale(box, svg.viewBox.baseVal)); return; }
  const boxes = parts.map((node) => node.getBBox());
  const x0 = Math.min(...boxes.map((b) => b.x)), y0 = Math.min(...boxes.map((b) => b.y));
  const x1 = Math.max(...boxes.map((b) => b.x + b.width)), y1 = Math.max(...boxes.map((b) => b.y + b.height));
  const view = svg.viewBox.baseVal;
  const w = box.clientWidth, h = box.clientHeight;
  const fit = Math.min(0.9 * view.width / (x1 - x0), 0.9 * h * view.width / (w * (y1 - y0)));
  setScale(Math.max(phoneScale(box, view), Math.min(fit, MAX_SCALE)));
  const board = box.querySelector(".board").getBoundingClientRect();
  const frame = box.getBoundingClientRect();
  const px = board.left + ((x0 + x1) / 2 / view.width) * board.width;
  const py = board.top + ((y0 + y1) / 2 / view.height) * board.height;
  box.scrollLeft += px - (frame.left + w / 2);
  box.scrollTop += py - (frame.top + h / 2);
}

// two fingers on the board zoom it about their middle; one finger pans (the browser's scroll)
function pinchZoom(box) {
  const fingers = new Map();
  let start = null;
  const spread = () => { const [a, b] = [...fingers.values()]; return Math.hypot(a.x - b.x, a.y - b.y); };
  const middle = () => { const [a, b] = [...fingers.values()]; return [(a.x + b.x) / 2, (a.y + b.y) / 2]; };
  box.addEventListener("pointerdown", (e) => {
    if (e.pointerType !== "touch") return;
    fingers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (fingers.size === 2) start = { spread: spread(), scale };
  });
  box.addEventListener("pointermove", (e) => {
    if (!fingers.has(e.pointerId)) return;
    fingers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (fingers.size === 2 && start && start.spread > 0) {
      const [cx, cy] = middle();
      setScale(start.scale * spread() / start.spread, cx, cy);
    }
  });
  const lift = (e) => { fingers.delete(e.pointerId); if (fingers.size < 2) start = null; };
  box.addEventListener("pointerup", lift);
  box.addEventListener("pointercancel", lift);
}

function showRoute(svg, move, event) {
  hideRoute(svg);
  for (const ident of move.path) {
    for (const node of svg.querySelectorAll(`[data-field="${CSS.escape(ident)}"]`)) node.classList.add("on-route");
  }
  const tip = $("tip");
  const head = move.note ? `${move.name} (${move.note})` : move.name;
  tip.replaceChildren(...present(el("b", { text: head }),
    ...move.routes.map((route) => el("p", { text: `${W.route}: ${route.join(" → ")}` })),
    move.stops.length ? el("p", { text: `${W.stops}: ${move.stops.join(", ")}` }) : null,
    selected === move.field ? el("p", { class: "hint", text: W.tap_again }) : null));
  tip.hidden = false;
  placeTip(event.clientX, event.clientY);
}

function placeTip(x, y) {
  const tip = $("tip");
  const pad = 14;
  const w = tip.offsetWidth, h = tip.offsetHeight;
  let left = x + pad, top = y + pad;
  if (left + w > window.innerWidth - 6) left = Math.max(6, x - w - pad);
  if (top + h > window.innerHeight - 6) top = Math.max(6, y - h - pad);
  tip.style.left = `${left}px`;
  tip.style.top = `${top}px`;
}

function hideRoute(svg) {
  for (const node of svg.querySelectorAll(".on-route")) node.classList.remove("on-route");
  for (const node of svg.querySelectorAll(".selected")) node.classList.remove("selected");
  $("tip").hidden = true;
}

function clickField(svg, move, event) {
  if (!CAN_ACT) { showRoute(svg, move, event); return; }
  // a touch has no hover: the first tap shows the route, the second one goes
  if (event.pointerType === "touch" && selected !== move.field) {
    selected = move.field;
    showRoute(svg, move, event);
    event.target.classList.add("selected");
    return;
  }
  selected = null;
  hideRoute(svg);
  act({ command: move.command, args: move.args });
}

// ------------------------------------------------------------------ players and log

function renderPlayers() {
  const list = $("players");
  list.replaceChildren(...(state.players || []).map((p) => {
    const facts = (p.facts || []).map(([label, value]) => el("div", { class: "fact" }, el("small", { text: label }), el("b", { text: value })));
    const card = el("div", { class: `player${p.current ? " current" : ""}${p.out ? " out" : ""}`, "data-player": p.name },
      el("div", { class: "head" },
        el("span", { class: "swatch", style: `background:${p.colour || "#999"}`, text: (p.name || "?").slice(0, 1).toUpperCase() }),
        el("span", { class: "name", text: p.name }),
        p.character ? el("span", { class: "who", text: `· ${p.character}` }) : null),
      p.place_name ? el("div", { class: "place", text: p.place_name }) : null,
      facts.length ? el("div", { class: "facts" }, ...facts) : null,
      p.things && p.things.length ? el("p", { class: "list" }, el("span", { text: `${W.things}: ` }), p.things.join(", ")) : null,
      p.friends && p.friends.length ? el("p", { class: "list" }, el("span", { text: `${W.friends}: ` }), p.friends.join(", ")) : null,
      ...(p.notes || []).map((n) => el("span", { class: "note", text: n })));
    return card;
  }));
}

// an action's lines: a long run of dice (a crown battle rolls dozens) folded under one
// line that opens on a tap, what came of them in full
const FOLD_ROLLS = 4;
// (the rolls start at ``at``: an FF round first settles the last round's wound, then rolls)
function toldLines(lines, rolls, at = 0) {
  const para = (line) => el("p", { text: line });
  if (!(rolls > FOLD_ROLLS)) return lines.map(para);
  return [...lines.slice(0, at).map(para),
    el("details", { class: "rolls" }, el("summary", { text: W.rolls.replace("{n}", String(rolls)) }),
      ...lines.slice(at, at + rolls).map(para)), ...lines.slice(at + rolls).map(para)];
}

function renderLog() {
  $("actions").textContent = W.actions.replace("{n}", String(state.actions));
  const log = $("log");
  const items = [...(state.log || [])].reverse().map((entry) => el("li", { value: String(entry.n) },
    el("div", { class: "title", text: entry.title }),
    ...toldLines(entry.lines, entry.rolls, entry.rolls_at)));
  if (!items.length) items.push(el("li", { class: "muted", text: W.log_empty }));
  log.replaceChildren(...items);
}

function showMessage(lines, error, title, rolls, at) {
  const box = $("message");
  box.className = error ? "message error" : "message";
  box.replaceChildren(...present(title ? el("p", { class: "title", text: title }) : null,
    ...toldLines(lines, rolls, at)));
  box.hidden = !lines.length && !title;
}

// ------------------------------------------------------------------ acting

// a spend of more than half of a player's money: the question, a yes (the same action
// again, confirmed) and a no (nothing was done, nothing is sent)
function askConfirmation(path, body, question) {
  const box = $("message");
  box.className = "message confirm";
  box.replaceChildren(el("p", { class: "title", text: question }),
    el("div", { class: "choices" },
      el("button", { type: "button", class: "primary", id: "confirm-yes",
        onclick: () => post(path, { ...body, yes: true }) }, W.confirm),
      el("button", { type: "button", id: "confirm-no",
        onclick: () => showMessage([W.confirm_no], false) }, W.cancel)));
  box.hidden = false;
}

// the rules stopped at a question (nothing was logged): a button for each answer, each
// the same command again with the answer, labelled with the facts to choose by
function askQuestion(question, choices) {
  const box = $("message");
  box.className = "message confirm";
  box.replaceChildren(el("p", { class: "title", text: question }),
    el("div", { class: "choices answers" }, ...choices.map((c) => el("button", {
      type: "button", "data-command": c.command, "data-args": c.args.join(" "),
      onclick: () => act({ command: c.command, args: c.args }),
    }, c.label))));
  box.hidden = false;
}

async function post(path, body) {
  if (busy) return;
  busy = true;
  for (const b of document.querySelectorAll(".choices button")) b.disabled = true;
  try {
    const response = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body || {}) });
    const data = await response.json();
    if (data.confirm) askConfirmation(path, body || {}, data.confirm);
    else if (data.choices) askQuestion(data.question, data.choices);
    else if (!data.ok) showMessage([W.failed.replace("{why}", data.error)], true);
    else showMessage(data.lines || [], false, data.title, data.rolls, data.rolls_at);
  } catch (err) {
    showMessage([W.failed.replace("{why}", String(err))], true);
  } finally {
    busy = false;
    await refresh();
  }
}

function act(body) { return post("act", body); }

// ------------------------------------------------------------------ live updates

function setConnection(live) {
  const conn = $("conn");
  conn.className = `conn ${live ? "live" : "offline"}`;
  conn.querySelector(".label").textContent = live ? W.live : W.offline;
}

function listen() {
  const source = new EventSource("events");
  source.addEventListener("open", () => setConnection(true));
  source.addEventListener("error", () => setConnection(false));
  source.addEventListener("change", (e) => {
    setConnection(true);
    if (!state || e.data !== state.version) refresh();
  });
}

// ------------------------------------------------------------------ start

for (const tab of document.querySelectorAll(".tab")) tab.addEventListener("click", () => showBoard(tab.dataset.board));
if ($("zoom-in")) {
  $("zoom-in").addEventListener("click", () => setScale(scale * 1.5));
  $("zoom-out").addEventListener("click", () => setScale(scale / 1.5));
  $("focus").addEventListener("click", focusView);
}
for (const box of document.querySelectorAll(".board-scroll")) pinchZoom(box);
// the sticky header's height, for what sticks under it
const headerHeight = () => document.documentElement.style.setProperty("--header", `${document.querySelector(".top").offsetHeight}px`);
headerHeight();
window.addEventListener("resize", headerHeight);
if ($("command")) {
  $("command").addEventListener("submit", (e) => {
    e.preventDefault();
    const input = $("command-line");
    const line = input.value.trim();
    if (!line) return;
    post("act", { line }).then(() => { input.value = ""; });
  });
  $("undo").addEventListener("click", () => post("undo"));
}
if (new URLSearchParams(location.search).has("token")) history.replaceState(null, "", location.pathname);
refresh();
listen();

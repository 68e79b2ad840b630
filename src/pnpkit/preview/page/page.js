// The preview page: draws /state.json, then follows /events, swapping only the
// pictures whose digest changed (no reload), and shows check's errors above them.
"use strict";
const WORDS = {
  ru: {locale: "Язык", zoom: "Масштаб", waiting: "Слежу за папкой игры", updated: "Обновлено",
       problems: "В данных ошибки; показана последняя удачная сборка:", back: "рубашка",
       warnings: "Предупреждения"},
  en: {locale: "Language", zoom: "Zoom", waiting: "Watching the game folder", updated: "Updated",
       problems: "The data has errors; the last good pictures are shown:", back: "back",
       warnings: "Warnings"},
};
const params = new URLSearchParams(location.search);
let locale = params.get("locale") || "";
let shown = {};  // key -> digest on the page

function words() { return WORDS[locale] || WORDS.en; }

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  for (const c of children) node.append(c);
  return node;
}

function figure(p) {
  // loading="lazy": a face is drawn when it scrolls into view (the server draws on asking)
  const img = el("img", {src: p.url, alt: p.label, width: p.width, height: p.height,
                         loading: "lazy"});
  img.style.width = `calc(${p.width}px * var(--zoom))`;
  img.style.height = "auto";
  img.addEventListener("click", () => enlarge(p));
  const caption = el("figcaption", {}, el("span", {class: "label"}, p.label));
  if (p.side === "back") caption.append(" ", el("span", {class: "side"}, `(${words().back})`));
  const node = el("figure", {"data-key": p.key, "data-digest": p.digest, title: p.text || p.label},
                  img, caption);
  return node;
}

function enlarge(p) {
  const dialog = document.getElementById("large");
  dialog.querySelector("img").src = p.url;
  dialog.querySelector("p").textContent = p.text || p.label;
  dialog.showModal();
  dialog.onclick = () => dialog.close();
}

function drawProblems(state) {
  const box = document.getElementById("problems");
  box.replaceChildren();
  if (!state.problems.length) { box.hidden = true; return; }
  box.append(el("p", {}, words().problems));
  for (const p of state.problems) {
    box.append(el("p", {class: "problem", "data-path": p.path, "data-line": p.line,
                        "data-column": p.column}, p.text));
  }
  box.hidden = false;
}

function drawWarnings(state) {
  const box = document.getElementById("warnings");
  const summary = box.querySelector("summary");
  summary.textContent = `${words().warnings}: ${state.warnings.length}`;
  box.replaceChildren(summary, ...state.warnings.map(w => el("p", {class: "warning"}, w)));
  box.hidden = !state.warnings.length;
}

function drawSections(state) {
  const kit = document.getElementById("kit");
  const next = {};
  const wanted = state.sections.map(s => s.part);
  for (const old of [...kit.children]) if (!wanted.includes(old.dataset.part)) old.remove();
  state.sections.forEach((s, i) => {
    let part = kit.querySelector(`section[data-part="${CSS.escape(s.part)}"]`);
    if (!part) {
      part = el("section", {class: "part", "data-part": s.part}, el("h2", {}, s.name),
                el("div", {class: "pictures"}));
    }
    if (kit.children[i] !== part) kit.insertBefore(part, kit.children[i] || null);
    part.querySelector("h2").textContent = s.name;
    const row = part.querySelector(".pictures");
    const keys = s.pictures.map(p => p.key);
    for (const old of [...row.children]) if (!keys.includes(old.dataset.key)) old.remove();
    s.pictures.forEach((p, j) => {
      next[p.key] = p.digest;
      let node = row.querySelector(`figure[data-key="${CSS.escape(p.key)}"]`);
      if (node && node.dataset.digest !== p.digest) {
        const fresh = figure(p);
        fresh.classList.add("fresh");
        setTimeout(() => fresh.classList.remove("fresh"), 1500);
        node.replaceWith(fresh);
        node = fresh;
      } else if (node) {
        node.querySelector(".label").textContent = p.label;
      } else {
        node = figure(p);
      }
      if (row.children[j] !== node) row.insertBefore(node, row.children[j] || null);
    });
  });
  shown = next;
}

function drawLocales(state) {
  const select = document.getElementById("locale");
  if (select.options.length !== state.locales.length) {
    select.replaceChildren(...state.locales.map(l => el("option", {value: l}, l)));
  }
  select.value = state.locale;
  document.documentElement.lang = state.locale;
  for (const node of document.querySelectorAll("[data-word]")) {
    node.textContent = words()[node.dataset.word];
  }
}

let pending = null;
let again = false;  // an update came while the state was being fetched: fetch once more
async function refresh() {
  if (pending) { again = true; return pending; }
  pending = (async () => {
    const query = locale ? `?locale=${encodeURIComponent(locale)}` : "";
    const answer = await fetch(`/state.json${query}`, {cache: "no-store"});
    if (!answer.ok) return;
    const state = await answer.json();
    locale = state.locale;
    document.getElementById("title").textContent = state.title;
    document.title = `${state.title} · pnpkit preview`;
    drawLocales(state);
    drawProblems(state);
    drawWarnings(state);
    drawSections(state);
    document.getElementById("status").textContent =
      `${words().updated} ${new Date().toLocaleTimeString()}`;
  })();
  try { await pending; } finally {
    pending = null;
    if (again) { again = false; refresh(); }
  }
}

document.getElementById("zoom").addEventListener("input", e => {
  document.documentElement.style.setProperty("--zoom", e.target.value / 100);
});
document.getElementById("locale").addEventListener("change", e => {
  locale = e.target.value;
  history.replaceState(null, "", `?locale=${encodeURIComponent(locale)}`);
  refresh();
});
const stream = new EventSource("/events");
stream.addEventListener("update", () => refresh());
refresh();

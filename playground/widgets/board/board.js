// The project board view, written the plain script-tag way: no build step, the global build's
// `McpView.App` (the build with ChatGPT's adapter, so it opts in to window.openai with
// `fallback: McpView.openAiFallback` and renders on hosts that inject only that), and DOM calls. Clicking a card asks the model about it (ui/message); moving a
// card (buttons, or drag and drop) calls the app-only tool move_card through the host. Which columns
// are collapsed is view state (McpView.createViewState): it survives a reload of the frame, keyed by the
// viewUUID that show_board puts in its result's _meta, and another call's board starts expanded.
(function () {
  "use strict";
  const { App, createViewState, openAiFallback, syncHostStyles } = window.McpView;
  const app = new App(
    { name: "project-board", version: "1.0.0" },
    { availableDisplayModes: ["inline", "fullscreen"] },
    { fallback: openAiFallback },
  );
  const viewState = createViewState(app);
  syncHostStyles(app);
  const root = document.getElementById("root");
  const announce = (text) => (document.getElementById("announce").textContent = text);
  let board = null;
  let note = null;
  let busyCard = null;

  const el = (tag, props, ...children) => {
    const node = Object.assign(document.createElement(tag), props);
    for (const child of children) if (child != null) node.append(child);
    return node;
  };
  /** A status line that is an error: an alert, so a screen reader says it as it appears. */
  const failure = (text) => {
    const p = el("p", { className: "status error", textContent: text });
    p.setAttribute("role", "alert");
    return p;
  };

  function summary(b) {
    return b.columns.map((c) => `${c.cards.length} ${c.title.toLowerCase()}`).join(", ");
  }

  function header(b, partial) {
    const modes = app.getHostContext()?.availableDisplayModes ?? [];
    const mode = app.getHostContext()?.displayMode ?? "inline";
    const toggle =
      !partial && modes.includes("fullscreen")
        ? el("button", {
            className: "btn",
            type: "button",
            textContent: mode === "fullscreen" ? "Exit full screen" : "Full screen",
            onclick: toggleFullscreen,
          })
        : null;
    return el(
      "header",
      {},
      el("h1", { textContent: b.title || "Untitled board" }),
      el("span", { className: "muted small", textContent: partial ? "receiving…" : summary(b) }),
      el("span", { className: "spacer" }),
      toggle,
    );
  }

  function card(c, column, index, columns) {
    const li = el("li", { className: "card" + (busyCard === c.id ? " busy" : ""), draggable: !!board });
    li.dataset.card = c.id;
    // Named by what it shows, then what it does: a name that holds the visible text, for speech input.
    const open = el(
      "button",
      { className: "open", type: "button", onclick: () => ask(c) },
      el("div", { className: "title", textContent: c.title || "…" }),
      c.description ? el("div", { className: "description", textContent: c.description }) : null,
      el("span", { className: "visually-hidden", textContent: " Ask about this card" }),
    );
    li.append(open);
    if (!board) return li;
    const ci = columns.indexOf(column);
    const moves = el("div", { className: "moves" });
    if (ci > 0) moves.append(moveButton("←", c, columns[ci - 1]));
    if (ci < columns.length - 1) moves.append(moveButton("→", c, columns[ci + 1]));
    li.append(moves);
    li.addEventListener("dragstart", (e) => e.dataTransfer.setData("text/plain", c.id));
    return li;
  }

  function moveButton(label, c, to) {
    const b = el("button", { type: "button", textContent: label, onclick: () => move(c.id, to.id) });
    b.setAttribute("aria-label", `Move ${c.title} to ${to.title}`);
    b.title = `Move to ${to.title}`;
    return b;
  }

  function column(col, columns) {
    const shut = !!board && collapsed().includes(col.id);
    const section = el("section", { className: "column" + (shut ? " collapsed" : "") });
    section.setAttribute("aria-label", col.title);
    const cards = col.cards || [];
    const title = board ? collapseButton(col, shut) : el("span", { textContent: col.title || "…" });
    section.append(el("h2", {}, title, el("span", { textContent: String(cards.length) })));
    const list = el("ol", { hidden: shut });
    cards.forEach((c, i) => list.append(card(c, col, i, columns)));
    if (!cards.length) list.append(el("li", { className: "empty", textContent: "No cards" }));
    section.append(list);
    if (board) {
      section.addEventListener("dragover", (e) => (e.preventDefault(), section.classList.add("drop")));
      section.addEventListener("dragleave", () => section.classList.remove("drop"));
      section.addEventListener("drop", (e) => (e.preventDefault(), move(e.dataTransfer.getData("text/plain"), col.id)));
    }
    return section;
  }

  /** The ids of the collapsed columns, from the view state (`{ collapsed: [...] }`). */
  function collapsed() {
    const state = viewState.get();
    return state && Array.isArray(state.collapsed) ? state.collapsed : [];
  }

  function collapseButton(col, shut) {
    const b = el("button", {
      className: "collapse",
      type: "button",
      textContent: `${shut ? "▸" : "▾"} ${col.title}`,
      onclick: () => toggleColumn(col.id),
    });
    b.dataset.column = col.id;
    b.setAttribute("aria-expanded", String(!shut));
    b.title = shut ? "Show the cards" : "Hide the cards";
    return b;
  }

  /** Collapses or expands a column; the subscriber below renders the new state. */
  function toggleColumn(id) {
    viewState
      .set((previous) => {
        const ids = previous && Array.isArray(previous.collapsed) ? previous.collapsed : [];
        return { collapsed: ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id] };
      })
      .catch((error) => announce(`Could not keep the collapsed columns: ${error.message}`));
  }

  function render(b, partial) {
    const columns = (b.columns || []).filter(Boolean);
    const view = el(
      "div",
      { className: partial ? "partial" : "" },
      header(b, partial),
      el("div", { className: "columns" }, ...columns.map((c) => column(c, columns))),
    );
    if (note) view.append(el("p", { className: "status toast" + (note.error ? " error" : ""), textContent: note.text }));
    const focused = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.column : undefined;
    root.replaceChildren(view);
    if (focused) root.querySelector(`button.collapse[data-column="${CSS.escape(focused)}"]`)?.focus();
  }

  function show() {
    if (board) render(board, false);
  }

  async function ask(c) {
    const text = `Tell me more about card "${c.title}" on board ${board ? board.title : ""}.`.replace(" on board .", ".");
    try {
      const result = await app.sendMessage({ role: "user", content: [{ type: "text", text }] });
      note =
        result && result.isError ? { error: true, text: "The host did not accept the message." } : { text: `Asked about "${c.title}".` };
    } catch (error) {
      note = { error: true, text: `Could not send the message: ${error.message}` };
    }
    announce(note.text);
    show();
  }

  async function move(cardId, toColumnId) {
    const from = board.columns.find((c) => c.cards.some((x) => x.id === cardId));
    if (!from || from.id === toColumnId) return;
    busyCard = cardId;
    show();
    try {
      const result = await app.callServerTool({ name: "move_card", arguments: { boardId: board.id, cardId, toColumnId } });
      const text = result.content?.find((b) => b.type === "text")?.text ?? "";
      if (result.isError) note = { error: true, text };
      else {
        board = result.structuredContent.board;
        note = { text: text.split(". ")[0] + "." };
        if (app.getHostCapabilities()?.updateModelContext) app.updateModelContext({ content: [{ type: "text", text }] }).catch(() => {});
      }
    } catch (error) {
      note = { error: true, text: `Could not move the card: ${error.message}` };
    }
    busyCard = null;
    announce(note.text);
    show();
  }

  async function toggleFullscreen() {
    const mode = app.getHostContext()?.displayMode === "fullscreen" ? "inline" : "fullscreen";
    await app.requestDisplayMode({ mode }).catch(() => {});
  }

  app.ontoolinputpartial = (params) => {
    if (!board) render(params.arguments || {}, true);
  };
  app.ontoolresult = (result) => {
    board = result.structuredContent && result.structuredContent.board;
    if (!board) return void root.replaceChildren(failure("The tool result has no board."));
    note = null;
    show();
  };
  app.ontoolcancelled = () => {
    if (!board) root.replaceChildren(el("p", { className: "status", textContent: "Cancelled." }));
  };
  app.onhostcontextchanged = (context) => {
    if ("displayMode" in context || "availableDisplayModes" in context) show();
  };
  // Render when the view state changes: a toggle here, or the stored state restored once the tool
  // result named this view's key.
  viewState.subscribe(show);
  app.onteardown = () => ({}); // nothing to save: moves went to the server, collapsed columns are in view state
  app.connect().catch((error) => root.replaceChildren(failure(error.message)));
})();

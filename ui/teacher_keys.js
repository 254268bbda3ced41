// The teacher's keys: N for « Coup suivant », Ctrl+Z to undo, Ctrl+Y (or Ctrl+Shift+Z) to
// redo, anywhere on the page while the teacher's tools show, never while typing in a field.
// The line drawn here says them to everyone; each button says its own to screen readers
// (aria-keyshortcuts, on the button Panel draws, again whenever Panel draws it anew).

const KEYS = { step: "N", undo: "Control+Z", redo: "Control+Y Control+Shift+Z" };

function action(event) {
  if (event.altKey || event.metaKey || event.repeat) return null;
  const key = event.key.toLowerCase();
  if (!event.ctrlKey) return key === "n" && !event.shiftKey ? "step" : null;
  if (key === "z") return event.shiftKey ? "redo" : "undo";
  return key === "y" && !event.shiftKey ? "redo" : null;
}

function typing(event) {
  const target = event.composedPath()[0];
  return target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
}

// every element under root, through the shadow roots of Panel's components
function deep(root) {
  return Array.from(root.querySelectorAll("*")).flatMap((e) => [e, ...(e.shadowRoot ? deep(e.shadowRoot) : [])]);
}

export function render({ model, el }) {
  const line = document.createElement("p");
  line.className = "keys-line";
  const draw = () => { line.textContent = model.help; };
  const watched = new WeakSet();
  const redrawn = new MutationObserver(() => mark());
  function mark() {
    const host = el.getRootNode().host;
    const tools = host ? host.getRootNode() : null;
    if (!tools) return 0;
    let found = 0;
    for (const node of deep(tools)) {
      const name = Object.keys(KEYS).find((k) => node.classList.contains(`teacher-${k}`));
      const button = name && node.shadowRoot ? node.shadowRoot.querySelector("button") : null;
      if (!button) continue;
      found += 1;
      button.setAttribute("aria-keyshortcuts", KEYS[name]);
      if (!watched.has(node)) {
        watched.add(node);
        redrawn.observe(node.shadowRoot, { childList: true, subtree: true });
      }
    }
    return found;
  }
  // the buttons may be drawn a moment after this line: look again on the next frames
  let tries = 120;
  const markSoon = () => { if (mark() < Object.keys(KEYS).length && --tries > 0) requestAnimationFrame(markSoon); };
  const pressed = (event) => {
    const name = action(event);
    if (!name || typing(event) || !el.getClientRects().length) return;  // hidden: no teacher tools
    event.preventDefault();
    model.send_msg({ key: name });
  };
  document.addEventListener("keydown", pressed);
  model.on("remove", () => {
    document.removeEventListener("keydown", pressed);
    redrawn.disconnect();
  });
  model.on("help", draw);
  draw();
  markSoon();
  return line;
}

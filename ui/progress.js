// The learner's progress, kept in the browser's localStorage by the page's main thread: Python
// may run in Pyodide's web worker, where localStorage does not exist. On render the saved JSON
// (or null) goes to Python with model.send_msg({loaded}); each new `model.saved` is written back.

function storage() {
  try {
    return window.localStorage;
  } catch (error) {
    return null; // storage disabled (private mode, sandbox): progress lasts this visit only
  }
}

export function render({ model }) {
  const store = storage();
  let text = null;
  try {
    text = store ? store.getItem(model.key) : null;
  } catch (error) {
    text = null;
  }
  model.send_msg({ loaded: text });
  model.on("saved", () => {
    if (!store || !model.saved) return;
    try {
      store.setItem(model.key, model.saved);
    } catch (error) {
      // full or refused: the next change tries again
    }
  });
  const node = document.createElement("div");
  node.className = "progress-store";
  node.hidden = true;
  return node;
}

// Settings that most players leave as they are, folded under a <summary> that opens them: the
// browser's own disclosure (a screen reader says whether it is open; Enter or Space opens it).

export function render({ model }) {
  const fold = document.createElement("details");
  fold.className = "fold";
  const summary = document.createElement("summary");
  const body = document.createElement("div");
  body.className = "fold-body";
  const draw = () => {
    summary.textContent = model.label;
    fold.open = model.open;
  };
  fold.addEventListener("toggle", () => { model.open = fold.open; });
  model.on(["label", "open"], draw);
  draw();
  body.append(...model.get_child("objects"));
  fold.append(summary, body);
  return fold;
}

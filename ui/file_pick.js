// « Reprendre depuis un fichier »: a labelled button in the app's language (the browser's own
// file input says "Choose File" whatever the language). The file's text goes to Python with
// model.send_msg({text}).

export function render({ model }) {
  const id = `file-${Math.random().toString(36).slice(2)}`;
  const input = document.createElement("input");
  Object.assign(input, { id, type: "file", className: "file-input" });
  input.accept = model.accept;
  const label = document.createElement("label");
  label.htmlFor = id;
  label.className = "file-button";
  model.on("label", () => { label.textContent = model.label; });
  label.textContent = model.label;
  input.addEventListener("change", async () => {
    const file = input.files && input.files[0];
    if (!file) return;
    model.send_msg({ text: await file.text() });
    input.value = ""; // the same file may be chosen again
  });
  const box = document.createElement("div");
  box.className = "file-pick";
  box.append(input, label);
  return box;
}

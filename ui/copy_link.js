// The teacher's link to the position: a read-only field (it can always be selected and copied
// by hand) and « Copier le lien », which uses the clipboard when the browser allows it and
// otherwise selects the field and says how to copy it. The link is the page's own address
// (origin and path, read here: the server never knows them for sure) with the position's query.

export function render({ model }) {
  const id = `link-${Math.random().toString(36).slice(2)}`;
  const box = document.createElement("div");
  box.className = "copy-link";
  const label = document.createElement("label");
  label.htmlFor = id;
  const field = document.createElement("input");
  Object.assign(field, { id, type: "text", readOnly: true, className: "share-field" });
  const copy = document.createElement("button");
  copy.type = "button";
  copy.className = "copy-button";
  const note = document.createElement("p");
  note.className = "copy-note";
  note.setAttribute("role", "status");
  const link = () => `${location.origin}${location.pathname}?${model.query}`;
  const draw = () => {
    label.textContent = model.title;
    field.value = link();
    copy.textContent = model.label;
    note.textContent = "";
  };
  field.addEventListener("focus", () => field.select());
  copy.addEventListener("click", async () => {
    field.value = link();
    try {
      await navigator.clipboard.writeText(field.value);
      note.textContent = model.copied;
    } catch (error) {
      // no clipboard here (an insecure page, a refusal): the text is selected for Ctrl+C
      field.focus();
      field.select();
      note.textContent = model.manual;
    }
  });
  model.on(["query", "title", "label"], draw);
  draw();
  box.append(label, field, copy, note);
  return box;
}

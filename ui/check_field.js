// A checkbox inside its <label>: a click on the words ticks it too, and a screen reader reads
// them as its name (Bokeh's own checkbox leaves its text outside any label).

export function render({ model }) {
  const label = document.createElement("label");
  label.className = "check-field";
  const box = document.createElement("input");
  box.type = "checkbox";
  const text = document.createElement("span");
  const draw = () => {
    box.checked = model.value;
    text.textContent = model.label;
  };
  box.addEventListener("change", () => { model.value = box.checked; });
  model.on(["value", "label"], draw);
  draw();
  label.append(box, text);
  return label;
}

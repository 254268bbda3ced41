// A whole number with its label and big « − » / « + » buttons that say what they do (Bokeh's
// spinner arrows have no name and are too small for a finger).

export function render({ model }) {
  const box = document.createElement("div");
  box.className = "number-field";
  const id = `number-${Math.random().toString(36).slice(2)}`;
  const label = document.createElement("label");
  label.htmlFor = id;
  const input = document.createElement("input");
  Object.assign(input, { id, type: "number", step: 1, inputMode: "numeric" });
  const less = document.createElement("button");
  const more = document.createElement("button");
  less.type = more.type = "button";
  less.textContent = "−";
  more.textContent = "+";
  const set = (value) => {
    model.value = Math.max(model.start, Math.min(model.end, value));
    input.value = model.value;
  };
  less.addEventListener("click", () => set(model.value - 1));
  more.addEventListener("click", () => set(model.value + 1));
  input.addEventListener("change", () => {
    const value = parseInt(input.value, 10);
    if (Number.isNaN(value)) input.value = model.value;
    else set(value);
  });
  const draw = () => {
    label.textContent = model.label;
    Object.assign(input, { min: model.start, max: model.end, value: model.value });
    less.setAttribute("aria-label", model.lessLabel);
    more.setAttribute("aria-label", model.moreLabel);
  };
  model.on(["value", "label", "start", "end", "lessLabel", "moreLabel"], draw);
  draw();
  const row = document.createElement("div");
  row.className = "number-row";
  row.append(less, input, more);
  box.append(label, row);
  return box;
}

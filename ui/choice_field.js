// One choice among a few, as big buttons that show which one is chosen: the chosen one is
// filled and ticked, and says so to a screen reader (aria-pressed); the <fieldset>'s <legend>
// names the group.

export function render({ model }) {
  const box = document.createElement("fieldset");
  box.className = "choice-field";
  const legend = document.createElement("legend");
  const row = document.createElement("div");
  row.className = "choice-row";
  const draw = () => {
    legend.textContent = model.label;
    row.replaceChildren(...model.options.map(([value, words]) => {
      const pill = document.createElement("button");
      pill.type = "button";
      pill.className = "choice-pill";
      pill.textContent = words;
      pill.setAttribute("aria-pressed", String(value === model.value));
      pill.addEventListener("click", () => { model.value = value; });
      return pill;
    }));
  };
  model.on(["value", "label", "options"], draw);
  draw();
  box.append(legend, row);
  return box;
}

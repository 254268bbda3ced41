// One choice among a few, as big buttons that show which one is chosen: the chosen one is
// filled and ticked, and says so to a screen reader (aria-pressed); the <fieldset>'s <legend>
// names the group.

export function render({ model }) {
  const box = document.createElement("fieldset");
  box.className = "choice-field";
  const legend = document.createElement("legend");
  const row = document.createElement("div");
  row.className = "choice-row";
  const pill = () => {
    const made = document.createElement("button");
    made.type = "button";
    made.className = "choice-pill";
    made.addEventListener("click", () => { model.value = made.dataset.value; });
    return made;
  };
  // the buttons stay the same elements from one drawing to the next, only their words and state
  // change: the one just pressed keeps the keyboard's focus while the form around it changes
  const draw = () => {
    legend.textContent = model.label;
    const options = model.options;
    while (row.children.length > options.length) row.lastElementChild.remove();
    while (row.children.length < options.length) row.append(pill());
    options.forEach(([value, words], i) => {
      const button = row.children[i];
      button.dataset.value = value;
      if (button.textContent !== words) button.textContent = words;
      button.setAttribute("aria-pressed", String(value === model.value));
    });
  };
  model.on(["value", "label", "options"], draw);
  draw();
  box.append(legend, row);
  return box;
}

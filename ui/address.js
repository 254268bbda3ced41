// The address bar. Python sends `address` = {url, push}: a new screen or a new lesson step is a
// new history entry (push); a move at the table or a change of language replaces the entry, so
// Back goes back one screen or one step. The address at load time, and after Back or Forward,
// goes to Python with model.send_msg({search, hash, base, load}).

export function render({ model }) {
  const here = (load) => ({
    search: window.location.search, hash: window.location.hash,
    base: window.location.href.split(/[?#]/)[0], load,
  });
  const visit = () => model.send_msg(here(false));
  function write() {
    const { url, push } = model.address || {};
    if (!url || window.location.search + window.location.hash === url) return;
    window.history[push ? "pushState" : "replaceState"]({}, "", url);
  }
  window.addEventListener("popstate", visit);
  model.on("remove", () => window.removeEventListener("popstate", visit));
  model.on("address", write);
  model.send_msg(here(true));
  const node = document.createElement("div");
  node.hidden = true;
  return node;
}

// The address bar. Python sends `address` = {url, push}: a new screen or a new lesson step is a
// new history entry (push); a move at the table or a change of language replaces the entry, so
// Back goes back one screen or one step. The address at load time, and after Back or Forward,
// goes to Python with model.send_msg({search, hash, load, visit}), with the language kept at load.

export function render({ model }) {
  let visits = 0; // Back and Forward presses so far: Python answers each one in turn
  // the language chosen on an earlier visit (the header's buttons keep it): the app opens in it
  // when the address has no « l= »; a browser may refuse storage, even to read it
  let kept = null;
  try { kept = window.localStorage.getItem(model.langKey); } catch (error) { kept = null; }
  const here = (load) => ({
    search: window.location.search, hash: window.location.hash, load, visit: visits,
    ...(load && kept ? { lang: kept } : {}),
  });
  const visit = () => {
    visits += 1;
    model.send_msg(here(false));
  };
  function write() {
    const { url, push, visit: seen } = model.address || {};
    // an answer to an older press would rewrite the entry the browser has moved to since
    if (!url || seen !== visits || window.location.search + window.location.hash === url) return;
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

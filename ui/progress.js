// The learner's progress, kept in the browser's localStorage by the page's main thread: Python
// may run in Pyodide's web worker, where localStorage does not exist. Two roles (ui/lesson_views.py):
// - "store": on render the saved JSON and its backup go to Python ({kind: "loaded"}: the record
//   even past a limit, which Python does not parse but keeps); each new `model.saved` is written
//   back after `model.backup` is in storage and after a look at what storage holds (another tab
//   may have saved: Python merges first and answers {write}); other tabs' saves arrive by the
//   `storage` event ({kind: "changed"}); a save the browser refused is said ({problem: "full" |
//   "blocked"}) and tried again on the next change and every `model.retryMs`.
// - "picker": the import button; the file's size and depth are checked before Python reads it.
// Text past the limits is never parsed by Python (in Pyodide a JSON thousands of brackets deep ends
// the interpreter as it parses): the page says it is refused; only the saved record goes along.

function storage() {
  try {
    return window.localStorage;
  } catch (error) {
    return null; // site data blocked: progress lasts this visit only
  }
}

// "too_big", "too_deep" or null, without parsing (brackets inside strings do not count)
function limit(text, model) {
  if (text.length > model.maxChars) return "too_big";
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === "\\") i++;
      else if (char === '"') quoted = false;
    } else if (char === '"') {
      quoted = true;
    } else if (char === "[" || char === "{") {
      if (++depth > model.maxDepth) return "too_deep";
    } else if (char === "]" || char === "}") {
      depth--;
    }
  }
  return null;
}

// ``raw``: the text goes to Python even past a limit (the saved record at load: Python never
// parses it then, but keeps it aside and finds the lessons still readable in it)
function message(kind, text, model, raw = false) {
  const refused = text === null ? null : limit(text, model);
  return { kind, text: refused && !raw ? null : text, refused };
}

function store(model) {
  const backupKey = `${model.key}-backup`;
  let seen = null; // what storage held when last read or written here
  let pending = null; // a save the browser refused, tried again
  let problem = "";
  let backupKept = null; // the backup this page last read or wrote: only a newer one is written
  const report = (now) => {
    if (now !== problem) {
      problem = now;
      model.send_msg({ problem });
    }
  };
  const failed = (error) => report(error && error.name === "QuotaExceededError" ? "full" : "blocked");

  const write = (text) => {
    pending = text;
    const local = storage();
    if (!local) return report("blocked");
    try {
      // the backup Python asks for is in storage before anything is written over the progress
      // (an unreadable record is kept so, as it was): if it cannot be kept, nothing is written.
      // (Only this page's own new backup: another tab's newer one is not written over.)
      if (model.backup && model.backup !== backupKept) {
        local.setItem(backupKey, model.backup);
        backupKept = model.backup;
      }
      const now = local.getItem(model.key);
      if (now !== null && now !== seen && now !== text) {
        seen = now; // another tab saved since: Python merges, then answers with what to write
        pending = null;
        model.send_msg(message("changed", now, model));
        return;
      }
      local.setItem(model.key, text);
      seen = text;
      pending = null;
      report("");
    } catch (error) {
      failed(error);
    }
  };

  const writeBackup = () => {
    const local = storage();
    if (!local) return report("blocked");
    try {
      if (model.backup) local.setItem(backupKey, model.backup);
      else local.removeItem(backupKey);
      backupKept = model.backup || null;
    } catch (error) {
      failed(error);
    }
  };

  let text = null;
  let backup = null;
  const local = storage();
  try {
    text = local ? local.getItem(model.key) : null;
    backup = local ? local.getItem(backupKey) : null;
  } catch (error) {
    failed(error);
  }
  seen = text;
  backupKept = backup;
  if (!local) problem = "blocked";
  model.send_msg({ ...message("loaded", text, model, true), backup, problem });

  model.on("saved", () => model.saved && write(model.saved));
  model.on("backup", writeBackup);
  model.on("msg:custom", (msg) => msg && typeof msg.write === "string" && write(msg.write));
  const changed = (event) => {
    if (event.key !== model.key || event.newValue === null || event.newValue === seen) return;
    seen = event.newValue;
    model.send_msg(message("changed", event.newValue, model));
  };
  window.addEventListener("storage", changed);
  const timer = setInterval(() => pending !== null && write(pending), model.retryMs);
  model.on("remove", () => {
    window.removeEventListener("storage", changed);
    clearInterval(timer);
  });
  const node = document.createElement("div");
  node.className = "progress-store";
  node.hidden = true;
  return node;
}

function picker(model) {
  const label = document.createElement("label");
  const input = document.createElement("input");
  input.type = "file";
  input.accept = ".json,application/json";
  const words = document.createElement("span");
  const draw = () => { words.textContent = model.label; };
  input.addEventListener("change", async () => {
    const file = input.files[0];
    input.value = ""; // the same file can be chosen again
    if (!file) return;
    if (file.size > model.maxChars) {
      model.send_msg({ kind: "file", text: null, refused: "too_big" });
      return;
    }
    model.send_msg(message("file", await file.text(), model));
  });
  model.on("label", draw);
  draw();
  label.append(input, words);
  return label;
}

export function render({ model }) {
  return model.role === "picker" ? picker(model) : store(model);
}

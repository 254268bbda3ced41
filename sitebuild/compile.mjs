// Compiles every .py under some folders into a .pyc beside it (the "sourceless" layout of
// Pyodide's own packages) with the CPython 3.13 of a Pyodide distribution, under Node.js:
//   node sitebuild/compile.mjs <dir with pyodide.js> <folder> <its path in tracebacks> [...]
// Docstrings become "" (a third of the bytes of some modules; code that reads __doc__ still
// gets a string). Each .pyc is "unchecked-hash" (there is no source to compare with): the same
// source gives the same bytes, so a rebuild does not change the site.
import { createRequire } from "node:module";
import path from "node:path";

const [dir, ...pairs] = process.argv.slice(2);
const { loadPyodide } = createRequire(import.meta.url)(path.resolve(dir, "pyodide.js"));
const pyodide = await loadPyodide({indexURL: path.resolve(dir) + "/", stdout: () => {},
                                   stderr: (line) => console.error(line)});
pyodide.runPython(`
import ast, importlib.util, os
from importlib._bootstrap_external import _code_to_hash_pyc

BODIES = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)

def compile_folder(root, shown):
    for folder, _, names in os.walk(root):
        for name in names:
            if not name.endswith(".py"):
                continue
            path = os.path.join(folder, name)
            with open(path, "rb") as handle:
                source = handle.read()
            tree = ast.parse(source, path)
            for node in ast.walk(tree):
                body = getattr(node, "body", None)
                if isinstance(node, BODIES) and body and isinstance(body[0], ast.Expr) \\
                        and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
                    body[0].value.value = ""
            where = shown + path[len(root):]
            code = compile(tree, where, "exec", dont_inherit=True)
            with open(path + "c", "wb") as handle:
                handle.write(_code_to_hash_pyc(code, importlib.util.source_hash(source), False))
`);
for (let i = 0; i < pairs.length; i += 2) {
  const mount = `/src${i}`;
  pyodide.mountNodeFS(mount, path.resolve(pairs[i]));
  pyodide.globals.get("compile_folder")(mount, pairs[i + 1]);
}

// Where the web app's code is: the size of each function in a wasm file
// with a name section (target/wasm32-unknown-unknown/web/app.wasm, before
// wasm-bindgen and wasm-opt), summed by module path to `depth` parts.
// Usage: node scripts/wasm-sizes.mjs <file.wasm> [depth=3] [rows=40]
import { readFileSync } from "node:fs";

const [file, depthArg, rowsArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: node scripts/wasm-sizes.mjs <file.wasm> [depth] [rows]");
  process.exit(2);
}
const buf = readFileSync(file);
let p = 8;
const leb = () => {
  let r = 0, s = 0, b;
  do {
    b = buf[p++];
    r |= (b & 0x7f) << s;
    s += 7;
  } while (b & 0x80);
  return r >>> 0;
};
const skipName = () => {
  const len = leb();
  p += len;
};
let imported = 0;
const sizes = [];
const names = new Map();
while (p < buf.length) {
  const id = buf[p++];
  const size = leb();
  const end = p + size;
  if (id === 2) {
    // Imports: function imports come first in the function index space.
    for (let n = leb(); n > 0; n--) {
      skipName();
      skipName();
      const kind = buf[p++];
      if (kind === 0) (leb(), imported++);
      else if (kind === 1) (p++, buf[p++] & 1 ? (leb(), leb()) : leb());
      else if (kind === 2) buf[p++] & 1 ? (leb(), leb()) : leb();
      else if (kind === 3) p += 2;
    }
  } else if (id === 10) {
    for (let n = leb(); n > 0; n--) {
      const s = leb();
      sizes.push(s);
      p += s;
    }
  } else if (id === 0) {
    const len = leb();
    const custom = buf.subarray(p, p + len).toString();
    p += len;
    while (custom === "name" && p < end) {
      const sub = buf[p++];
      const subSize = leb();
      const subEnd = p + subSize;
      if (sub === 1) {
        for (let n = leb(); n > 0; n--) {
          const idx = leb();
          const l = leb();
          names.set(idx, buf.subarray(p, p + l).toString());
          p += l;
        }
      }
      p = subEnd;
    }
  }
  p = end;
}
// Legacy Rust mangling: _ZN<len><part>...E; an impl's name starts with _$LT$.
const demangle = (s) => {
  if (!s.startsWith("_ZN")) return s;
  const parts = [];
  for (let q = 3; q < s.length && s[q] !== "E"; ) {
    const m = /^\d+/.exec(s.slice(q));
    if (!m) break;
    q += m[0].length;
    parts.push(s.slice(q, q + Number(m[0])));
    q += Number(m[0]);
  }
  return parts.filter((x) => !/^h[0-9a-f]{16}$/.test(x)).join("::");
};
const depth = Number(depthArg || 3);
const groups = new Map();
let total = 0;
sizes.forEach((size, i) => {
  let name = demangle(names.get(i + imported) || "?");
  if (name.startsWith("_$LT$")) name = name.slice(5).replace(/\.\./g, "::").replace(/\$.*/, "") + " (impl)";
  const key = name.split("::").slice(0, depth).join("::");
  groups.set(key, (groups.get(key) || 0) + size);
  total += size;
});
console.log(`${file}: ${sizes.length} functions, ${total} bytes of code`);
for (const [k, v] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, Number(rowsArg || 40))) {
  console.log(String(v).padStart(9), k);
}

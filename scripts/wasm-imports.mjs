// Short names for the main module's JavaScript imports (issue 27). wasm-bindgen
// names each one `__wbg_<function>_<16 hex digits>` (243 of them): the names
// are written twice, in the wasm's import section and in app.js's import
// object, and their hashes do not compress, about 5.7 KB gzip of every page.
// Renamed `w0`, `w1`, … in both, in the same order; nothing else refers to
// them (the chunks import only the memory, the table and the stack pointer).
// No dependencies.

/** Unsigned LEB128 at `p` in `buf`: [value, next position]. */
function readLeb(buf, p) {
  let value = 0,
    shift = 0,
    byte;
  do {
    byte = buf[p++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return [value, p];
}

function leb(n) {
  const out = [];
  do {
    let byte = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) byte |= 0x80;
    out.push(byte);
  } while (n > 0);
  return Buffer.from(out);
}

const name = (text) => {
  const bytes = Buffer.from(text, "utf8");
  return Buffer.concat([leb(bytes.length), bytes]);
};

/** Where an import's description ends, from its kind at `p`. */
function skipDesc(buf, p) {
  const kind = buf[p++];
  const limits = (q) => {
    const flags = buf[q++];
    [, q] = readLeb(buf, q);
    if (flags & 1) [, q] = readLeb(buf, q);
    return q;
  };
  switch (kind) {
    case 0: // function: its type
      return readLeb(buf, p)[1];
    case 1: // table: element type, limits
      return limits(p + 1);
    case 2: // memory
      return limits(p);
    case 3: // global: value type, mutability
      return p + 2;
    case 4: // tag: attribute, type
      return readLeb(buf, p + 1)[1];
    default:
      throw new Error(`wasm-imports: unknown import kind ${kind}`);
  }
}

/** The names `wasm` exports. */
function exportNames(wasm) {
  const names = new Set();
  let p = 8;
  while (p < wasm.length) {
    const id = wasm[p++];
    let size;
    [size, p] = readLeb(wasm, p);
    if (id === 7) {
      let count,
        q = p;
      [count, q] = readLeb(wasm, q);
      for (let i = 0; i < count; i++) {
        let len;
        [len, q] = readLeb(wasm, q);
        names.add(wasm.toString("utf8", q, q + len));
        q += len + 1; // the name, then its kind
        [, q] = readLeb(wasm, q);
      }
    }
    p += size;
  }
  return names;
}

/**
 * The module `wasm` (bytes) and its JS glue `js` with every import of
 * `module` whose name starts `__wbg_` or `__wbindgen_` renamed. Returns
 * { wasm, js, renamed }.
 */
export function shortenImports(wasm, js, module = "./app_bg.js") {
  if (wasm.readUInt32LE(0) !== 0x6d736100) throw new Error("wasm-imports: not a wasm module");
  // A name the module also exports keeps its name: app.js uses exports by
  // name too (`wasm.__wbindgen_free`), and the text replace below could not
  // tell the two apart.
  const exported = exportNames(wasm);
  const parts = [wasm.subarray(0, 8)];
  const renamed = new Map();
  let p = 8;
  while (p < wasm.length) {
    const start = p;
    const id = wasm[p++];
    let size;
    [size, p] = readLeb(wasm, p);
    const end = p + size;
    if (id !== 2) {
      parts.push(wasm.subarray(start, end));
      p = end;
      continue;
    }
    let count;
    [count, p] = readLeb(wasm, p);
    const entries = [leb(count)];
    for (let i = 0; i < count; i++) {
      let len;
      [len, p] = readLeb(wasm, p);
      const mod = wasm.toString("utf8", p, p + len);
      p += len;
      [len, p] = readLeb(wasm, p);
      let field = wasm.toString("utf8", p, p + len);
      p += len;
      const descEnd = skipDesc(wasm, p);
      if (mod === module && /^__wbg_|^__wbindgen_/.test(field) && !exported.has(field)) {
        if (renamed.has(field)) throw new Error(`wasm-imports: ${field} is imported twice`);
        const short = `w${renamed.size.toString(36)}`;
        renamed.set(field, short);
        field = short;
      }
      entries.push(name(mod), name(field), wasm.subarray(p, descEnd));
      p = descEnd;
    }
    if (p !== end) throw new Error("wasm-imports: the import section did not end where its size says");
    const body = Buffer.concat(entries);
    parts.push(Buffer.from([2]), leb(body.length), body);
  }
  let found = 0;
  const out = js.replace(/\b__(?:wbg|wbindgen)_[A-Za-z0-9_]+\b/g, (word) => {
    const short = renamed.get(word);
    if (short === undefined) return word;
    found++;
    return short;
  });
  // Each import is defined once in the import object (and maybe used again).
  const missing = [...renamed.keys()].filter((n) => !js.includes(n));
  if (missing.length) throw new Error(`wasm-imports: app.js does not define ${missing.slice(0, 3).join(", ")}`);
  return { wasm: Buffer.concat(parts), js: out, renamed: renamed.size, uses: found };
}

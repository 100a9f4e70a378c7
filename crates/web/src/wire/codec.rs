//! The bytes of a message. A message crosses `postMessage` as one
//! `Uint8Array`: a kind byte, then its fields in order, each
//! - a whole number as LEB128 (7 bits a byte, low bits first),
//! - a text as its length in bytes, then its UTF-8,
//! - an `Option<f32>` as 0, or 1 and the number's 4 bytes (little-endian),
//! - a list as its length, then its items.
//!
//! Reading checks every step and never panics: bytes that are not a message
//! are an `Err` naming what is wrong. (Until 2026-11-28 serde-wasm-bindgen
//! carried the messages; serde's code was 31 KB of the page's main module,
//! 12 KB gzip. See docs/measure.md, "The worker's messages without serde".)

use super::protocol::{Input, Output, Wire};

/// Why a message was refused when it was not even bytes (a `Uint8Array`).
pub const NOT_BYTES: &str = "the message is not bytes";

/// What the worker sends the page.
#[derive(Clone, Debug, PartialEq)]
pub enum FromWorker {
    /// The worker's code has loaded: it reads messages from now on.
    Loaded,
    /// An answer (or why the bytes could not be read as one).
    Output(Wire<Output>),
}

/// The longest list or text a message may declare (the language files and
/// game records are far shorter): a corrupt length is refused before any
/// allocation.
const MAX_LEN: u64 = 1 << 26;

#[derive(Default)]
struct Writer(Vec<u8>);

impl Writer {
    fn num(&mut self, mut v: u64) -> &mut Self {
        loop {
            let byte = (v & 0x7f) as u8;
            v >>= 7;
            if v == 0 {
                self.0.push(byte);
                return self;
            }
            self.0.push(byte | 0x80);
        }
    }
    fn text(&mut self, s: &str) -> &mut Self {
        self.num(s.len() as u64);
        self.0.extend_from_slice(s.as_bytes());
        self
    }
    fn chance(&mut self, v: Option<f32>) -> &mut Self {
        match v {
            None => self.0.push(0),
            Some(v) => {
                self.0.push(1);
                self.0.extend_from_slice(&v.to_le_bytes());
            }
        }
        self
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn byte(&mut self) -> Result<u8, String> {
        let b = *self.bytes.get(self.at).ok_or("the message ends early")?;
        self.at += 1;
        Ok(b)
    }
    fn num(&mut self) -> Result<u64, String> {
        let mut v = 0u64;
        for shift in (0..70).step_by(7) {
            let b = self.byte()?;
            let part = u64::from(b & 0x7f);
            if shift == 63 && part > 1 {
                return Err("a number in the message is too large".into());
            }
            v |= part << shift;
            if b & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err("a number in the message is too large".into())
    }
    fn small<T: TryFrom<u64>>(&mut self) -> Result<T, String> {
        T::try_from(self.num()?).map_err(|_| "a number in the message is out of range".to_string())
    }
    fn len(&mut self) -> Result<usize, String> {
        let n = self.num()?;
        if n > MAX_LEN || n as usize > self.bytes.len() - self.at {
            return Err("a length in the message is longer than the message".into());
        }
        Ok(n as usize)
    }
    fn text(&mut self) -> Result<String, String> {
        let n = self.len()?;
        let s = std::str::from_utf8(&self.bytes[self.at..self.at + n])
            .map_err(|_| "a text in the message is not UTF-8")?;
        self.at += n;
        Ok(s.to_string())
    }
    fn chance(&mut self) -> Result<Option<f32>, String> {
        match self.byte()? {
            0 => Ok(None),
            1 => {
                let mut b = [0u8; 4];
                for x in &mut b {
                    *x = self.byte()?;
                }
                Ok(Some(f32::from_le_bytes(b)))
            }
            k => Err(format!("{k} is not a value's mark (0 or 1)")),
        }
    }
    fn list<T>(
        &mut self,
        mut item: impl FnMut(&mut Self) -> Result<T, String>,
    ) -> Result<Vec<T>, String> {
        // Every item takes at least one byte: a longer list cannot be there.
        let n = self.len()?;
        (0..n).map(|_| item(self)).collect()
    }
    fn end<T>(&self, v: T) -> Result<T, String> {
        match self.bytes.len() - self.at {
            0 => Ok(v),
            n => Err(format!("{n} bytes follow the end of the message")),
        }
    }
}

/// The bytes of `input`.
pub fn encode_input(input: &Input) -> Vec<u8> {
    let mut w = Writer::default();
    match input {
        Input::Think {
            record,
            level,
            seed,
            id,
        } => {
            w.0.push(1);
            w.text(record).num(u64::from(*level)).num(*seed).num(*id);
        }
        Input::Stop { id } => {
            w.0.push(2);
            w.num(*id);
        }
        Input::Bench { game, millis } => {
            w.0.push(3);
            w.text(game).num(u64::from(*millis));
        }
        Input::Solve { game, args } => {
            w.0.push(4);
            w.text(game).num(args.len() as u64);
            for a in args {
                w.text(a);
            }
        }
        Input::Review { game, record, lang } => {
            w.0.push(5);
            w.text(game).text(record).text(lang);
        }
        Input::Analyse { record, id } => {
            w.0.push(6);
            w.text(record).num(*id);
        }
        Input::Hint { record, id } => {
            w.0.push(7);
            w.text(record).num(*id);
        }
        Input::Words { lang, text } => {
            w.0.push(8);
            w.text(lang).text(text);
        }
        Input::Ping { data } => {
            w.0.push(9);
            w.text(data);
        }
    }
    w.0
}

/// The message in `bytes`, or what is wrong with them.
pub fn decode_input(bytes: &[u8]) -> Result<Input, String> {
    let mut r = Reader { bytes, at: 0 };
    let input = match r.byte()? {
        1 => Input::Think {
            record: r.text()?,
            level: r.small()?,
            seed: r.num()?,
            id: r.num()?,
        },
        2 => Input::Stop { id: r.num()? },
        3 => Input::Bench {
            game: r.text()?,
            millis: r.small()?,
        },
        4 => Input::Solve {
            game: r.text()?,
            args: r.list(Reader::text)?,
        },
        5 => Input::Review {
            game: r.text()?,
            record: r.text()?,
            lang: r.text()?,
        },
        6 => Input::Analyse {
            record: r.text()?,
            id: r.num()?,
        },
        7 => Input::Hint {
            record: r.text()?,
            id: r.num()?,
        },
        8 => Input::Words {
            lang: r.text()?,
            text: r.text()?,
        },
        9 => Input::Ping { data: r.text()? },
        k => return Err(format!("{k} is not a kind of message to the worker")),
    };
    r.end(input)
}

/// The bytes of `out`.
pub fn encode_output(out: &Output) -> Vec<u8> {
    let mut w = Writer::default();
    write_output(&mut w, out);
    w.0
}

fn write_output(w: &mut Writer, out: &Output) {
    match out {
        Output::Best {
            id,
            token,
            summary,
            nodes,
            outlook,
        } => {
            w.0.push(1);
            w.num(*id)
                .text(token)
                .text(summary)
                .num(*nodes)
                .chance(*outlook);
        }
        Output::BenchResult {
            playouts,
            millis,
            search_nodes,
            search_millis,
        } => {
            w.0.push(2);
            w.num(*playouts)
                .num(u64::from(*millis))
                .num(*search_nodes)
                .num(u64::from(*search_millis));
        }
        Output::Solved { text, millis } => {
            w.0.push(3);
            w.text(text).num(u64::from(*millis));
        }
        Output::Reviewed { lines } => {
            w.0.push(4);
            w.num(lines.len() as u64);
            for l in lines {
                w.text(l);
            }
        }
        Output::Progress { id, done, total } => {
            w.0.push(5);
            w.num(*id).num(u64::from(*done)).num(u64::from(*total));
        }
        Output::Chart { id, values } => {
            w.0.push(6);
            w.num(*id).num(values.len() as u64);
            for v in values {
                w.chance(*v);
            }
        }
        Output::Hint {
            id,
            best,
            chance,
            top,
        } => {
            w.0.push(7);
            w.num(*id).text(best).chance(*chance).num(top.len() as u64);
            for (token, v) in top {
                w.text(token).chance(*v);
            }
        }
        Output::Error { id, message } => {
            w.0.push(8);
            w.num(*id).text(message);
        }
        Output::Pong { data } => {
            w.0.push(9);
            w.text(data);
        }
    }
}

/// The answer in `bytes`, or what is wrong with them.
pub fn decode_output(bytes: &[u8]) -> Result<Output, String> {
    let mut r = Reader { bytes, at: 0 };
    let out = read_output(&mut r)?;
    r.end(out)
}

fn read_output(r: &mut Reader) -> Result<Output, String> {
    Ok(match r.byte()? {
        1 => Output::Best {
            id: r.num()?,
            token: r.text()?,
            summary: r.text()?,
            nodes: r.num()?,
            outlook: r.chance()?,
        },
        2 => Output::BenchResult {
            playouts: r.num()?,
            millis: r.small()?,
            search_nodes: r.num()?,
            search_millis: r.small()?,
        },
        3 => Output::Solved {
            text: r.text()?,
            millis: r.small()?,
        },
        4 => Output::Reviewed {
            lines: r.list(Reader::text)?,
        },
        5 => Output::Progress {
            id: r.num()?,
            done: r.small()?,
            total: r.small()?,
        },
        6 => Output::Chart {
            id: r.num()?,
            values: r.list(Reader::chance)?,
        },
        7 => Output::Hint {
            id: r.num()?,
            best: r.text()?,
            chance: r.chance()?,
            top: r.list(|r| Ok((r.text()?, r.chance()?)))?,
        },
        8 => Output::Error {
            id: r.num()?,
            message: r.text()?,
        },
        9 => Output::Pong { data: r.text()? },
        k => return Err(format!("{k} is not a kind of answer from the worker")),
    })
}

/// The bytes of what the worker sends: 0 for "loaded", else 1 and the answer.
pub fn encode_from_worker(m: &FromWorker) -> Vec<u8> {
    match m {
        FromWorker::Loaded => vec![0],
        FromWorker::Output(Wire(Ok(out))) => {
            let mut w = Writer(vec![1]);
            write_output(&mut w, out);
            w.0
        }
        // Read back as malformed, with the reason: no answer's kind is 0xff.
        FromWorker::Output(Wire(Err(why))) => {
            let mut w = Writer(vec![1, 0xff]);
            w.text(why);
            w.0
        }
    }
}

/// What the worker sent in `bytes`; `Err` when they are not even that.
pub fn decode_from_worker(bytes: &[u8]) -> Result<FromWorker, String> {
    match bytes.first() {
        Some(0) if bytes.len() == 1 => Ok(FromWorker::Loaded),
        Some(1) if bytes.get(1) == Some(&0xff) => {
            let mut r = Reader { bytes, at: 2 };
            let why = r.text()?;
            Ok(FromWorker::Output(Wire(Err(r.end(why)?))))
        }
        Some(1) => Ok(FromWorker::Output(Wire(decode_output(&bytes[1..])))),
        Some(k) => Err(format!("{k} is not a kind of message from the worker")),
        None => Err("the message is empty".into()),
    }
}

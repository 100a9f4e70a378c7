//! Words for players: messages keyed by id, looked up in message files.
//!
//! A game's outcome, its notes and its errors carry a [`Msg`]: a key in a
//! message file plus named arguments (cells, counts, seats), never a
//! finished sentence. The text is looked up when the message is shown, in
//! the reader's language, so translations are added to the message files
//! without touching the games. `Display` gives English (the CLI, tests).
//!
//! A message file has one `key = text` line per message; `#` starts a
//! comment line. In a text, `{name}` is replaced by the argument `name`,
//! and `{name|one|other}` chooses `one` when the numeric argument `name`
//! is 1, else `other` (in which `#` stands for the number).
//!
//! ```
//! use attic_core::msg::{Messages, Msg};
//! static TEXT: Messages = Messages::new("won = {seat} wins with {n|one street|# streets}\nseat.W = White\n");
//! let m = Msg::new(&TEXT, "won").term("seat", "seat.W").num("n", 3);
//! assert_eq!(m.to_string(), "White wins with 3 streets");
//! ```

use std::fmt;
use std::sync::{Mutex, OnceLock};

/// Called with a key that no file has (see [`on_missing`]).
static MISSING: OnceLock<fn(&str)> = OnceLock::new();

/// Report every message whose key no file has (the web app writes it to
/// the console, where the end-to-end tests catch it); the key itself is
/// shown.
pub fn on_missing(report: fn(&str)) {
    let _ = MISSING.set(report);
}

/// The languages players can read. English is the reference: a key
/// missing in another language falls back to it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Dutch.
    Nl,
    /// Vietnamese.
    Vi,
}

impl Lang {
    /// Every language, in menu order.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Nl, Lang::Vi];

    /// The BCP 47 code: `en`, `nl`, `vi`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Nl => "nl",
            Lang::Vi => "vi",
        }
    }

    /// The language of a code such as `nl` or `nl-BE`.
    pub fn from_code(code: &str) -> Option<Lang> {
        let base = code.split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == base)
    }

    fn index(self) -> usize {
        self as usize
    }
}

type Table = Vec<(&'static str, &'static str)>;

/// One message file per language, parsed on first use. English is compiled
/// in; another language is either compiled in too ([`Messages::langs`],
/// tests) or installed at run time from a fetched file
/// ([`Messages::install`]: the web app keeps Dutch and Vietnamese out of
/// the wasm, see `crates/web/src/ui/lang.rs`).
pub struct Messages {
    files: [&'static str; 3],
    tables: [OnceLock<Table>; 3],
    /// English words added with a chunk of code ([`Messages::add`]).
    more: Mutex<Vec<(&'static str, Table)>>,
}

impl fmt::Debug for Messages {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Messages")
    }
}

impl Messages {
    /// Messages in English only (other languages may be installed later).
    pub const fn new(en: &'static str) -> Messages {
        Messages::langs(en, "", "")
    }

    /// Messages in English, Dutch and Vietnamese (empty: not compiled in).
    pub const fn langs(en: &'static str, nl: &'static str, vi: &'static str) -> Messages {
        Messages {
            files: [en, nl, vi],
            tables: [OnceLock::new(), OnceLock::new(), OnceLock::new()],
            more: Mutex::new(Vec::new()),
        }
    }

    /// `lang`'s table: compiled in or installed; `None` for a language
    /// that is neither (yet), which stays installable.
    fn table(&self, lang: Lang) -> Option<&Table> {
        let i = lang.index();
        if let Some(t) = self.tables[i].get() {
            return Some(t);
        }
        let file = self.files[i];
        if file.is_empty() {
            return None;
        }
        Some(self.tables[i].get_or_init(|| parse(file)))
    }

    /// Install `lang`'s file, read at run time (a translation; English
    /// that comes with code is [`Messages::add`]ed instead).
    /// `false` if `lang` already has one (compiled in, or installed
    /// before): the first one stays.
    pub fn install(&self, lang: Lang, file: &'static str) -> bool {
        self.files[lang.index()].is_empty() && self.tables[lang.index()].set(parse(file)).is_ok()
    }

    /// Add English words that come with a chunk of code: the web build
    /// leaves a game's words and a page's own words out of the main module,
    /// and the registry or the page adds them when the code arrives
    /// ([`game_words!`], attic-web's build.rs). Looked up after the
    /// compiled-in file; the same text added twice is kept once.
    pub fn add(&self, en: &'static str) {
        let mut more = self.more.lock().unwrap_or_else(|e| e.into_inner());
        if !more.iter().any(|(f, _)| std::ptr::eq(*f, en)) {
            more.push((en, parse(en)));
        }
    }

    /// Whether `lang` has its own file here (English always has).
    pub fn has(&self, lang: Lang) -> bool {
        self.table(lang).is_some()
    }

    /// The text of `key` in `lang`, falling back to English.
    pub fn text(&self, key: &str, lang: Lang) -> Option<&'static str> {
        let find = |t: &Table| t.iter().find(|(k, _)| *k == key).map(|(_, v)| *v);
        match lang {
            Lang::En => self.english(find),
            _ => self
                .table(lang)
                .and_then(find)
                .or_else(|| self.english(find)),
        }
    }

    /// `find` in the English words: the compiled-in file, then what was
    /// added ([`Messages::add`]).
    fn english<T>(&self, find: impl Fn(&Table) -> Option<T>) -> Option<T> {
        self.table(Lang::En).and_then(&find).or_else(|| {
            let more = self.more.lock().unwrap_or_else(|e| e.into_inner());
            more.iter().find_map(|(_, t)| find(t))
        })
    }

    /// Every key of `lang`'s file, in file order (for completeness tests,
    /// and the pages that show every key of a kind, such as a game's
    /// `about.*`); in English, then the keys added ([`Messages::add`]).
    pub fn keys(&self, lang: Lang) -> Vec<&'static str> {
        let keys = |t: &Table| t.iter().map(|(k, _)| *k).collect::<Vec<_>>();
        let mut all = self.table(lang).map(keys).unwrap_or_default();
        if lang == Lang::En {
            let more = self.more.lock().unwrap_or_else(|e| e.into_inner());
            all.extend(more.iter().flat_map(|(_, t)| keys(t)));
        }
        all
    }

    /// Lines of `lang`'s file that are neither comments, blank, nor
    /// `key = text` (a test asserts there are none).
    pub fn malformed(&self, lang: Lang) -> Vec<&'static str> {
        malformed(self.files[lang.index()])
    }

    /// The message `key` of this file, without arguments yet.
    pub fn msg(&'static self, key: &'static str) -> Msg {
        Msg::new(self, key)
    }

    /// The key naming seat `seat`: `seat.<code>`, where `codes` are the
    /// seats' codes as records write them ([`GameInfo::seat_names`](crate::GameInfo::seat_names));
    /// a seat past the end counts as the last one. `seat` itself when the
    /// English file has no such key (the completeness tests keep that from
    /// happening).
    pub fn seat_term(&self, codes: &[&str], seat: u8) -> &'static str {
        let code = codes
            .get(seat as usize)
            .or(codes.last())
            .copied()
            .unwrap_or_default();
        let key = |k: &&'static str| k.strip_prefix("seat.") == Some(code);
        self.english(|t| t.iter().map(|(k, _)| *k).find(key))
            .unwrap_or("seat")
    }
}

/// Defines a game's words: `WORDS_EN`, the text of its English file (given
/// as `include_str!("messages.en.txt")`), and `MESSAGES`, its [`Messages`].
/// With the game crate's feature `split` (the web build, issue 27) the
/// English text is not compiled into `MESSAGES`: the registry adds it
/// ([`Messages::add`]) when it loads the game's code, so that the words travel in the game's
/// wasm chunk instead of the main module that every page loads.
#[macro_export]
macro_rules! game_words {
    ($en:expr) => {
        /// The text of the game's English message file.
        pub const WORDS_EN: &str = $en;
        /// The game's words (outcome reasons, notes, errors, option labels,
        /// seat names).
        pub static MESSAGES: $crate::Messages = $crate::Messages::new(if cfg!(feature = "split") {
            ""
        } else {
            WORDS_EN
        });
    };
}

/// Defines a game's word helpers from its message file `$book` (written
/// once here, not in each game): `msg(key)`, a message of the file, and,
/// given the seats' codes `$codes`, `seat_term(seat)`, the key
/// `seat.<code>` naming a seat ([`Messages::seat_term`]).
#[macro_export]
macro_rules! message_helpers {
    ($book:path) => {
        /// A message of this game's file.
        pub(crate) fn msg(key: &'static str) -> $crate::Msg {
            $book.msg(key)
        }
    };
    ($book:path, $codes:expr) => {
        $crate::message_helpers!($book);

        /// The message key naming seat `s` (`seat.<code>`).
        pub(crate) fn seat_term(s: $crate::Seat) -> &'static str {
            $book.seat_term($codes, s)
        }
    };
}

/// Lines of a message file that are neither comments, blank, nor
/// `key = text`.
pub fn malformed(file: &str) -> Vec<&str> {
    file.lines()
        .filter(|l| {
            let t = l.trim();
            !t.is_empty() && !t.starts_with('#') && split_line(t).is_none()
        })
        .collect()
}

/// The sections of a language bundle: the build joins every
/// `messages.<lang>.txt` of `src` into one file, each introduced by a line
/// `@@ <folder>` (`core`, `ui`, `ui/kit`, `games/<folder>`). Returns each
/// folder with its file's text, in order; text before the first header is
/// ignored.
pub fn bundle_sections(bundle: &str) -> Vec<(&str, &str)> {
    let mut out = Vec::new();
    let mut cur: Option<(&str, usize)> = None;
    let mut at = 0;
    for line in bundle.split_inclusive('\n') {
        if let Some(name) = line.strip_prefix("@@ ") {
            if let Some((n, start)) = cur {
                out.push((n, &bundle[start..at]));
            }
            cur = Some((name.trim(), at + line.len()));
        }
        at += line.len();
    }
    if let Some((n, start)) = cur {
        out.push((n, &bundle[start..]));
    }
    out
}

fn split_line(line: &str) -> Option<(&str, &str)> {
    let (k, v) = line.split_once(" = ")?;
    let k = k.trim();
    let ok = !k.is_empty()
        && k.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_'));
    ok.then_some((k, v.trim()))
}

fn parse(file: &'static str) -> Table {
    file.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .filter_map(split_line)
        .collect()
}

/// A message argument.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Arg {
    /// Text shown as it is: a cell name, a move token, a number too large
    /// for `i64`, a player's name.
    Text(String),
    /// A number (chooses plural forms).
    Num(i64),
    /// Another key of the same message file, shown in the reader's
    /// language: a seat's or a piece's name.
    Term(&'static str),
    /// A whole message, shown in the reader's language.
    Msg(Box<Msg>),
}

/// A message: a key in a message file and its arguments.
#[derive(Clone)]
pub struct Msg {
    /// The message file the key belongs to.
    pub book: &'static Messages,
    /// The key.
    pub key: &'static str,
    /// Named arguments, in order.
    pub args: Vec<(&'static str, Arg)>,
}

impl PartialEq for Msg {
    fn eq(&self, o: &Msg) -> bool {
        std::ptr::eq(self.book, o.book) && self.key == o.key && self.args == o.args
    }
}
impl Eq for Msg {}

impl std::hash::Hash for Msg {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.key.hash(h);
        self.args.hash(h);
    }
}

impl fmt::Debug for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Msg({:?}, {:?})", self.key, self.args)
    }
}

/// Core's own words (record and link errors, plain text).
pub static CORE: Messages = Messages::new(include_str!("messages.en.txt"));

impl Msg {
    /// The message `key` of `book`, without arguments yet.
    pub fn new(book: &'static Messages, key: &'static str) -> Msg {
        Msg {
            book,
            key,
            args: Vec::new(),
        }
    }

    /// Text that is data, not words of the site (a player's name, a
    /// quoted token, a solver's printout): shown as it is in every language.
    pub fn plain(text: impl Into<String>) -> Msg {
        Msg::new(&CORE, "plain").text("text", text)
    }

    /// With a text argument.
    pub fn text(mut self, name: &'static str, value: impl Into<String>) -> Msg {
        self.args.push((name, Arg::Text(value.into())));
        self
    }

    /// With a numeric argument.
    pub fn num(mut self, name: &'static str, value: i64) -> Msg {
        self.args.push((name, Arg::Num(value)));
        self
    }

    /// With a term: another key of the same file (e.g. `seat.N`).
    pub fn term(mut self, name: &'static str, key: &'static str) -> Msg {
        self.args.push((name, Arg::Term(key)));
        self
    }

    /// With a nested message.
    pub fn msg(mut self, name: &'static str, value: Msg) -> Msg {
        self.args.push((name, Arg::Msg(Box::new(value))));
        self
    }

    /// The most specific key of the message: its own, or, when it wraps a
    /// reason in the argument `why` (as "bad move A1x: {why}" does), the
    /// reason's most specific key. Errors' kinds name it.
    pub fn reason_key(&self) -> &'static str {
        self.reason().key
    }

    /// The most specific message: this one, or, when it wraps a reason in
    /// the argument `why`, the reason's most specific message.
    pub fn reason(&self) -> &Msg {
        match self.arg("why") {
            Some(Arg::Msg(m)) => m.reason(),
            _ => self,
        }
    }

    /// The argument `name`, if given.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }

    /// The message in `lang`. A key missing from the file shows as the
    /// key itself (the completeness tests keep that from happening).
    pub fn render(&self, lang: Lang) -> String {
        match self.book.text(self.key, lang) {
            Some(t) => self.fill(t, lang),
            None => {
                if let Some(report) = MISSING.get() {
                    report(self.key);
                }
                self.key.to_string()
            }
        }
    }

    fn arg_text(&self, a: &Arg, lang: Lang) -> String {
        match a {
            Arg::Text(t) => t.clone(),
            Arg::Num(n) => n.to_string(),
            Arg::Term(k) => self.book.text(k, lang).unwrap_or(k).to_string(),
            Arg::Msg(m) => m.render(lang),
        }
    }

    /// Replace `{name}` and `{name|one|other}` in `t`.
    fn fill(&self, t: &str, lang: Lang) -> String {
        let mut out = String::with_capacity(t.len() + 16);
        let mut rest = t;
        while let Some(open) = rest.find('{') {
            out.push_str(&rest[..open]);
            let after = &rest[open + 1..];
            let Some(close) = after.find('}') else {
                out.push_str(&rest[open..]);
                return out;
            };
            let inner = &after[..close];
            let mut parts = inner.split('|');
            let name = parts.next().unwrap_or("");
            let forms: Vec<&str> = parts.collect();
            match self.arg(name) {
                Some(a) if forms.len() == 2 => {
                    let n = match a {
                        Arg::Num(n) => *n,
                        _ => 0,
                    };
                    let form = if n == 1 { forms[0] } else { forms[1] };
                    out.push_str(&form.replace('#', &n.to_string()));
                }
                Some(a) => out.push_str(&self.arg_text(a, lang)),
                None => {
                    out.push('{');
                    out.push_str(inner);
                    out.push('}');
                }
            }
            rest = &after[close + 1..];
        }
        out.push_str(rest);
        out
    }
}

impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(Lang::En))
    }
}

impl From<String> for Msg {
    fn from(s: String) -> Msg {
        Msg::plain(s)
    }
}

impl From<&str> for Msg {
    fn from(s: &str) -> Msg {
        Msg::plain(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    static T: Messages = Messages::langs(
        "# a comment\nhello = Hello {who}\ncount = {n|one man|# men} left\nseat.A = South\nnested = ({inner})\n",
        "hello = Hallo {who}\n",
        "",
    );

    #[test]
    fn added_english_words_are_found_after_the_file_and_kept_once() {
        static B: Messages = Messages::langs("a = A\n", "a = nl A\nb = nl B\n", "");
        static PAGE: &str = "b = B\nc = C\n";
        assert_eq!(B.text("b", Lang::En), None);
        B.add(PAGE);
        B.add(PAGE);
        assert_eq!(B.more.lock().unwrap().len(), 1);
        assert_eq!(B.text("b", Lang::En), Some("B"));
        assert_eq!(B.text("c", Lang::En), Some("C"));
        // Dutch first, English (the file, then what was added) after.
        assert_eq!(B.text("b", Lang::Nl), Some("nl B"));
        assert_eq!(B.text("c", Lang::Nl), Some("C"));
        assert_eq!(B.text("a", Lang::En), Some("A"));
        assert_eq!(Msg::new(&B, "c").to_string(), "C");
    }

    #[test]
    fn a_book_whose_english_comes_with_its_code_names_its_seats() {
        // A game's book in the web build: no English compiled in, its file
        // added when the game's code arrives.
        static G: Messages = Messages::new("");
        assert_eq!(G.seat_term(&["N", "S"], 1), "seat");
        G.add("seat.N = North\nseat.S = South\n");
        assert_eq!(G.seat_term(&["N", "S"], 1), "seat.S");
        assert_eq!(G.text("seat.S", Lang::Vi), Some("South"));
        assert_eq!(G.keys(Lang::En), vec!["seat.N", "seat.S"]);
    }

    #[test]
    fn renders_arguments_plurals_terms_and_nested() {
        let m = Msg::new(&T, "hello").term("who", "seat.A");
        assert_eq!(m.to_string(), "Hello South");
        assert_eq!(m.render(Lang::Nl), "Hallo South");
        assert_eq!(
            Msg::new(&T, "count").num("n", 1).to_string(),
            "one man left"
        );
        assert_eq!(Msg::new(&T, "count").num("n", 7).to_string(), "7 men left");
        let n = Msg::new(&T, "nested").msg("inner", Msg::new(&T, "count").num("n", 2));
        assert_eq!(n.render(Lang::Vi), "(2 men left)");
    }

    #[test]
    fn missing_keys_and_arguments_stay_visible() {
        assert_eq!(Msg::new(&T, "nope").to_string(), "nope");
        assert_eq!(Msg::new(&T, "hello").to_string(), "Hello {who}");
        assert_eq!(Msg::plain("<b>x</b>").to_string(), "<b>x</b>");
        assert!(T.malformed(Lang::En).is_empty());
        assert_eq!(T.keys(Lang::Nl), vec!["hello"]);
    }

    #[test]
    fn seat_terms_come_from_the_seat_codes() {
        static S: Messages =
            Messages::new("seat.White = White\nseat.Black = Black\nseat.1 = Seat 1\n");
        let codes = &["White", "Black"];
        assert_eq!(S.seat_term(codes, 0), "seat.White");
        assert_eq!(S.seat_term(codes, 1), "seat.Black");
        // Past the end: the last seat; a code without a key: `seat`.
        assert_eq!(S.seat_term(codes, 7), "seat.Black");
        assert_eq!(S.seat_term(&["2"], 0), "seat");
        assert_eq!(S.msg("seat.1").to_string(), "Seat 1");
    }

    #[test]
    fn the_reason_key_follows_why() {
        let inner = Msg::new(&T, "count").num("n", 2);
        let m = Msg::new(&T, "nested").msg("why", Msg::new(&T, "hello").msg("why", inner));
        assert_eq!(m.reason_key(), "count");
        assert_eq!(
            Msg::new(&T, "nested")
                .msg("inner", Msg::new(&T, "count"))
                .reason_key(),
            "nested"
        );
    }

    #[test]
    fn a_language_installed_at_run_time_is_used_and_kept() {
        static B: Messages = Messages::new("hi = Hello\nbye = Goodbye\n");
        assert!(!B.has(Lang::Nl));
        // Before it is installed, Dutch reads English, and stays installable.
        assert_eq!(B.text("hi", Lang::Nl), Some("Hello"));
        assert!(B.install(Lang::Nl, "hi = Hallo\n"));
        assert!(B.has(Lang::Nl));
        assert_eq!(B.text("hi", Lang::Nl), Some("Hallo"));
        // A key the file lacks falls back to English.
        assert_eq!(B.text("bye", Lang::Nl), Some("Goodbye"));
        // The first install stays; English and compiled-in files are not replaced.
        assert!(!B.install(Lang::Nl, "hi = Hoi\n"));
        assert!(!B.install(Lang::En, "hi = Hey\n"));
        assert!(!T.install(Lang::Nl, "hello = Hoi {who}\n"));
        assert_eq!(B.text("hi", Lang::Nl), Some("Hallo"));
        assert_eq!(B.text("hi", Lang::En), Some("Hello"));
        assert_eq!(B.keys(Lang::Vi), Vec::<&str>::new());
    }

    #[test]
    fn a_bundle_splits_into_its_folders() {
        let b = "ignored\n@@ core\na = 1\n@@ ui/kit\n@@ games/tau\nb = 2\nc = 3";
        assert_eq!(
            bundle_sections(b),
            vec![
                ("core", "a = 1\n"),
                ("ui/kit", ""),
                ("games/tau", "b = 2\nc = 3")
            ]
        );
        assert_eq!(bundle_sections(""), vec![]);
        assert_eq!(
            malformed("# c\n\nok = yes\nnot a line\n"),
            vec!["not a line"]
        );
    }

    #[test]
    fn languages_from_codes() {
        assert_eq!(Lang::from_code("nl-BE"), Some(Lang::Nl));
        assert_eq!(Lang::from_code("VI"), Some(Lang::Vi));
        assert_eq!(Lang::from_code("de"), None);
    }
}

//! A small Markdown reader, enough for the rules specifications: headings,
//! paragraphs, nested lists, tables, fenced code, block quotes, rules,
//! inline code, bold, italic and links. It builds a tree ([`Block`],
//! [`Inline`]) in which every piece of the source is plain text: markup in
//! the source (`<img …>`, `<script>`) stays text, and a link's target is
//! kept only if it is an anchor (`#…`) or http(s). The web app turns the
//! tree into DOM nodes (`ui::markdown`); [`to_html`] writes it as escaped
//! HTML (for tests and tools).

/// A block of a document.
#[derive(Clone, Debug, PartialEq)]
pub enum Block {
    /// `#`…`######`: level 1–6, an anchor id made from the text, the text.
    Heading(u8, String, Vec<Inline>),
    /// Lines of text up to a blank line or another block.
    Paragraph(Vec<Inline>),
    /// A fenced code block's lines, each ending in `\n`.
    Code(String),
    /// A fenced block whose info string is `board`: a live board's lesson
    /// text (see [`crate::text::lesson`]), each line ending in `\n`. The
    /// rules page shows it as code; the how-to-play page as a board.
    Board(String),
    /// `>` lines, as one paragraph.
    Quote(Vec<Inline>),
    /// `---`.
    Rule,
    /// A table: the header cells, then the body rows' cells.
    Table(Vec<Vec<Inline>>, Vec<Vec<Vec<Inline>>>),
    /// A list, possibly with nested lists.
    List(List),
}

/// A list: ordered (`1.`) or not (`-`, `*`, `+`), as its first item says.
#[derive(Clone, Debug, PartialEq)]
pub struct List {
    /// Numbered.
    pub ordered: bool,
    /// The items.
    pub items: Vec<Item>,
}

/// A list item: its text and the list nested under it, if any.
#[derive(Clone, Debug, PartialEq)]
pub struct Item {
    /// The item's text (continuation lines joined by a space).
    pub text: Vec<Inline>,
    /// A list indented under the item.
    pub sub: Option<List>,
}

/// Inline content.
#[derive(Clone, Debug, PartialEq)]
pub enum Inline {
    /// Plain text (not escaped: escape it when writing HTML).
    Text(String),
    /// `` `code` ``.
    Code(String),
    /// `**bold**`.
    Strong(Vec<Inline>),
    /// `*italic*`.
    Emph(Vec<Inline>),
    /// `[text](href)` with a safe `href` (`#…`, `https://…`, `http://…`).
    Link(String, Vec<Inline>),
}

/// The most blocks [`lead`] gives: more than a phone's first screen holds.
pub const LEAD_BLOCKS: usize = 12;

/// A page's opening: its blocks before the first live board, at most
/// [`LEAD_BLOCKS`]. The site's frame shows them, written by [`to_html`],
/// while the app loads (`<id>.<lang>.lead.html` beside each how-to-play
/// page; `tests/suite/learn.rs` keeps them up to date).
pub fn lead(blocks: &[Block]) -> &[Block] {
    let end = blocks
        .iter()
        .position(|b| matches!(b, Block::Board(_)))
        .unwrap_or(blocks.len());
    &blocks[..end.min(LEAD_BLOCKS)]
}

/// Read Markdown text into blocks.
pub fn parse(md: &str) -> Vec<Block> {
    let lines: Vec<&str> = md.lines().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let t = line.trim();
        if t.is_empty() {
            i += 1;
        } else if t.starts_with("```") {
            let board = t.trim_start_matches('`').trim() == "board";
            i += 1;
            let mut code = String::new();
            while i < lines.len() && !lines[i].trim_start().starts_with("```") {
                code.push_str(lines[i]);
                code.push('\n');
                i += 1;
            }
            out.push(if board {
                Block::Board(code)
            } else {
                Block::Code(code)
            });
            i += 1;
        } else if let Some((level, text)) = heading(t) {
            out.push(Block::Heading(level, slug(text), inline(text)));
            i += 1;
        } else if t.starts_with('|') && lines.get(i + 1).is_some_and(|l| is_table_rule(l)) {
            i = table(&lines, i, &mut out);
        } else if list_item(line).is_some() {
            i = list(&lines, i, &mut out);
        } else if t.starts_with('>') {
            let mut text = Vec::new();
            while i < lines.len() && lines[i].trim().starts_with('>') {
                text.push(lines[i].trim().trim_start_matches('>').trim());
                i += 1;
            }
            out.push(Block::Quote(inline(&text.join(" "))));
        } else if t.chars().all(|c| c == '-') && t.len() >= 3 {
            out.push(Block::Rule);
            i += 1;
        } else {
            let mut text = Vec::new();
            while i < lines.len() {
                let l = lines[i].trim();
                // The first line is this paragraph's whatever it looks like
                // (a '|' line that is no table), so the loop always moves on.
                let other_block = l.is_empty()
                    || l.starts_with("```")
                    || heading(l).is_some()
                    || list_item(lines[i]).is_some()
                    || l.starts_with('|');
                if other_block && !text.is_empty() {
                    break;
                }
                text.push(l);
                i += 1;
            }
            out.push(Block::Paragraph(inline(&text.join(" "))));
        }
    }
    out
}

fn heading(t: &str) -> Option<(u8, &str)> {
    let level = t.bytes().take_while(|&b| b == b'#').count();
    if (1..=6).contains(&level) && t[level..].starts_with(' ') {
        Some((level as u8, t[level..].trim()))
    } else {
        None
    }
}

/// An anchor id: lowercase words joined by '-'.
fn slug(text: &str) -> String {
    let mut s = String::new();
    for c in text.chars() {
        if c.is_alphanumeric() {
            s.extend(c.to_lowercase());
        } else if !s.ends_with('-') && !s.is_empty() {
            s.push('-');
        }
    }
    s.trim_end_matches('-').to_string()
}

fn is_table_rule(l: &str) -> bool {
    let t = l.trim();
    t.starts_with('|') && t.contains('-') && t.chars().all(|c| matches!(c, '|' | '-' | ':' | ' '))
}

fn cells(l: &str) -> Vec<Vec<Inline>> {
    let t = l.trim().trim_start_matches('|');
    let t = t.strip_suffix('|').unwrap_or(t);
    t.split('|').map(|c| inline(c.trim())).collect()
}

/// A table from its header line at `i`; returns the next line index.
fn table(lines: &[&str], mut i: usize, out: &mut Vec<Block>) -> usize {
    let head = cells(lines[i]);
    let mut rows = Vec::new();
    i += 2;
    while i < lines.len() && lines[i].trim().starts_with('|') {
        rows.push(cells(lines[i]));
        i += 1;
    }
    out.push(Block::Table(head, rows));
    i
}

/// A list item line: (indent, ordered, text).
fn list_item(line: &str) -> Option<(usize, bool, &str)> {
    let indent = line.len() - line.trim_start().len();
    let t = line.trim_start();
    if let Some(r) = t
        .strip_prefix("* ")
        .or_else(|| t.strip_prefix("- "))
        .or_else(|| t.strip_prefix("+ "))
    {
        return Some((indent, false, r));
    }
    let digits = t.bytes().take_while(u8::is_ascii_digit).count();
    if digits > 0 && t[digits..].starts_with(". ") {
        return Some((indent, true, &t[digits + 2..]));
    }
    None
}

/// A list being read: its indent, and its items with their raw text (the
/// inline markup is read when the item is complete).
struct OpenList {
    indent: usize,
    ordered: bool,
    items: Vec<(String, Option<List>)>,
}

impl OpenList {
    fn close(self) -> List {
        List {
            ordered: self.ordered,
            items: self
                .items
                .into_iter()
                .map(|(text, sub)| Item {
                    text: inline(text.trim()),
                    sub,
                })
                .collect(),
        }
    }
}

/// Close the innermost open list into the last item of the one around it.
fn close_innermost(stack: &mut Vec<OpenList>) {
    if stack.len() < 2 {
        return;
    }
    if let Some(done) = stack.pop() {
        if let Some(item) = stack.last_mut().and_then(|l| l.items.last_mut()) {
            item.1 = Some(done.close());
        }
    }
}

/// A list and its nested lists; returns the next line index.
fn list(lines: &[&str], mut i: usize, out: &mut Vec<Block>) -> usize {
    // The open lists, outermost first; a nested list belongs to the last
    // item of the list around it.
    let mut stack: Vec<OpenList> = Vec::new();
    while i < lines.len() {
        let line = lines[i];
        if line.trim().is_empty() {
            // A blank line ends the list unless an item follows.
            match lines.get(i + 1) {
                Some(n) if list_item(n).is_some() => {
                    i += 1;
                    continue;
                }
                _ => break,
            }
        }
        if let Some((indent, ordered, text)) = list_item(line) {
            match stack.last() {
                Some(top) if indent > top.indent => stack.push(OpenList {
                    indent,
                    ordered,
                    items: Vec::new(),
                }),
                _ => {
                    while stack.len() > 1 && stack.last().is_some_and(|l| l.indent > indent) {
                        close_innermost(&mut stack);
                    }
                    if stack.last().is_some_and(|l| l.indent > indent) {
                        // Less indented than the first item: a new list.
                        if let Some(done) = stack.pop() {
                            out.push(Block::List(done.close()));
                        }
                    }
                    if stack.is_empty() {
                        stack.push(OpenList {
                            indent,
                            ordered,
                            items: Vec::new(),
                        });
                    }
                }
            }
            if let Some(l) = stack.last_mut() {
                l.items.push((text.to_string(), None));
            }
            i += 1;
        } else if line.starts_with(' ')
            || !stack.is_empty() && !line.trim_start().starts_with(['#', '|', '`'])
        {
            // A continuation of the last item's text.
            if let Some((text, _)) = stack.last_mut().and_then(|l| l.items.last_mut()) {
                text.push(' ');
                text.push_str(line.trim());
            }
            i += 1;
        } else {
            break;
        }
    }
    while stack.len() > 1 {
        close_innermost(&mut stack);
    }
    if let Some(done) = stack.pop() {
        out.push(Block::List(done.close()));
    }
    i
}

/// What an inline span being read will become.
#[derive(Clone, Copy, PartialEq)]
enum Span {
    Strong,
    Emph,
}

/// Inline markup: `code`, **bold**, *italic*, [text](url). A span left
/// open at the end closes there; spans that cross (`**a *b** c*`) are
/// split the way a browser splits crossing `<strong>`/`<em>` tags.
pub fn inline(s: &str) -> Vec<Inline> {
    let c: Vec<char> = s.chars().collect();
    // The open spans, outermost first, with what they hold so far; the
    // bottom entry is the result.
    let mut open: Vec<(Option<Span>, Vec<Inline>)> = vec![(None, Vec::new())];
    let mut text = String::new();
    let rest = |from: usize| c[from..].iter().collect::<String>();
    let mut i = 0;
    while i < c.len() {
        match c[i] {
            '`' => {
                if let Some(end) = c[i + 1..].iter().position(|&x| x == '`') {
                    let code: String = c[i + 1..i + 1 + end].iter().collect();
                    push_text(&mut open, &mut text);
                    push(&mut open, Inline::Code(code));
                    i += end + 2;
                    continue;
                }
                text.push('`');
            }
            '*' if c.get(i + 1) == Some(&'*') => {
                push_text(&mut open, &mut text);
                toggle(&mut open, Span::Strong);
                i += 2;
                continue;
            }
            '*' if is_open(&open, Span::Emph)
                || c.get(i + 1).is_some_and(|n| !n.is_whitespace())
                    && rest(i + 1).contains('*') =>
            {
                push_text(&mut open, &mut text);
                toggle(&mut open, Span::Emph);
            }
            '[' => {
                let r = rest(i);
                if let Some((label, url, len)) = link(&r) {
                    push_text(&mut open, &mut text);
                    let inner = inline(label);
                    if is_safe_url(url) {
                        push(&mut open, Inline::Link(url.to_string(), inner));
                    } else {
                        for x in inner {
                            push(&mut open, x);
                        }
                    }
                    i += len;
                    continue;
                }
                text.push('[');
            }
            ch => text.push(ch),
        }
        i += 1;
    }
    push_text(&mut open, &mut text);
    while open.len() > 1 {
        close_top(&mut open);
    }
    open.pop().map(|(_, v)| v).unwrap_or_default()
}

/// `[label](url)` at the start of `r`: the label, the url and the length
/// in chars of the whole. The label runs to the first `](` of `r`.
fn link(r: &str) -> Option<(&str, &str, usize)> {
    let close = r.find("](")?;
    let end = r[close..].find(')')?;
    let whole = &r[..close + end + 1];
    Some((
        &r[1..close],
        &r[close + 2..close + end],
        whole.chars().count(),
    ))
}

/// Whether a link target is kept: an anchor on the page or http(s).
fn is_safe_url(url: &str) -> bool {
    url.starts_with('#') || url.starts_with("https://") || url.starts_with("http://")
}

fn push(open: &mut [(Option<Span>, Vec<Inline>)], x: Inline) {
    if let Some((_, v)) = open.last_mut() {
        match (v.last_mut(), x) {
            (Some(Inline::Text(a)), Inline::Text(b)) => a.push_str(&b),
            (_, x) => v.push(x),
        }
    }
}

fn push_text(open: &mut [(Option<Span>, Vec<Inline>)], text: &mut String) {
    if !text.is_empty() {
        push(open, Inline::Text(std::mem::take(text)));
    }
}

fn is_open(open: &[(Option<Span>, Vec<Inline>)], span: Span) -> bool {
    open.iter().any(|(s, _)| *s == Some(span))
}

/// Close the innermost open span into the one around it (an empty span
/// leaves nothing).
fn close_top(open: &mut Vec<(Option<Span>, Vec<Inline>)>) {
    if open.len() < 2 {
        return;
    }
    if let Some((Some(span), v)) = open.pop() {
        if !v.is_empty() {
            push(
                open,
                match span {
                    Span::Strong => Inline::Strong(v),
                    Span::Emph => Inline::Emph(v),
                },
            );
        }
    }
}

/// Open `span`, or close it if it is open: the spans opened inside it are
/// closed with it and opened again after it.
fn toggle(open: &mut Vec<(Option<Span>, Vec<Inline>)>, span: Span) {
    let Some(at) = open.iter().position(|(s, _)| *s == Some(span)) else {
        open.push((Some(span), Vec::new()));
        return;
    };
    let inner: Vec<Span> = open[at + 1..].iter().filter_map(|(s, _)| *s).collect();
    while open.len() > at {
        close_top(open);
    }
    open.extend(inner.into_iter().map(|s| (Some(s), Vec::new())));
}

/// Escape text for HTML.
pub fn escape(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => o.push_str("&amp;"),
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '"' => o.push_str("&quot;"),
            c => o.push(c),
        }
    }
    o
}

/// The blocks as HTML: every text escaped, only the tags above (the
/// frame's openings, tests and tools).
pub fn to_html(blocks: &[Block]) -> String {
    write_html(blocks, &[], false)
}

/// A mark a rules text puts on rules (`S` of `[S]`) and what it means.
pub type Mark = (String, String);

/// The blocks as the app draws them on a rules page: [`to_html`]'s tags
/// without its line breaks, code blocks (boards too) and tables' wrappers
/// focusable (on a narrow screen they scroll sideways, and a keyboard must
/// scroll them too: axe's scrollable-region-focusable), and the rules'
/// marks (`[S]`, `[S/P]`: marks between brackets, joined by `/`) set apart
/// as `<abbr class="rule-mark">` saying what they mean. Every text is
/// escaped. The page sets it in one call: the browser makes a rules text's
/// 1,600 elements from HTML in 4-7 ms, the app one by one took 47-73 ms
/// (docs/measure.md, session 23).
pub fn to_app_html(blocks: &[Block], marks: &[Mark]) -> String {
    write_html(blocks, marks, true)
}

/// [`to_html`] (`app` false) or [`to_app_html`] (`app` true): one writer,
/// so the frame's openings and the rules page cannot drift apart.
fn write_html(blocks: &[Block], marks: &[Mark], app: bool) -> String {
    let (nl, focus) = if app {
        ("", " tabindex=\"0\"")
    } else {
        ("\n", "")
    };
    let mut out = String::new();
    for b in blocks {
        match b {
            Block::Heading(level, id, text) => {
                let level = if app { (*level).clamp(1, 6) } else { *level };
                out.push_str(&format!(
                    "<h{level} id=\"{}\">{}</h{level}>{nl}",
                    escape(id),
                    inline_html(text, marks)
                ))
            }
            Block::Paragraph(text) => {
                out.push_str(&format!("<p>{}</p>{nl}", inline_html(text, marks)))
            }
            Block::Code(code) => out.push_str(&format!(
                "<pre{focus}><code>{}</code></pre>{nl}",
                escape(code)
            )),
            // A board's text as code in the app (the how-to-play page draws
            // its boards live, not from here).
            Block::Board(code) if app => {
                out.push_str(&format!("<pre{focus}><code>{}</code></pre>", escape(code)))
            }
            Block::Board(code) => out.push_str(&format!(
                "<pre class=\"board\"><code>{}</code></pre>\n",
                escape(code)
            )),
            Block::Quote(text) => out.push_str(&format!(
                "<blockquote><p>{}</p></blockquote>{nl}",
                inline_html(text, marks)
            )),
            Block::Rule => out.push_str(&format!("<hr>{nl}")),
            Block::Table(head, rows) => {
                out.push_str(&format!(
                    "<div class=\"table-wrap\"{focus}><table><thead><tr>"
                ));
                for c in head {
                    out.push_str(&format!("<th>{}</th>", inline_html(c, marks)));
                }
                out.push_str(&format!("</tr></thead><tbody>{nl}"));
                for row in rows {
                    out.push_str("<tr>");
                    for c in row {
                        out.push_str(&format!("<td>{}</td>", inline_html(c, marks)));
                    }
                    out.push_str(&format!("</tr>{nl}"));
                }
                out.push_str(&format!("</tbody></table></div>{nl}"));
            }
            Block::List(l) => {
                list_html(l, marks, &mut out);
                out.push_str(nl);
            }
        }
    }
    out
}

fn list_html(l: &List, marks: &[Mark], out: &mut String) {
    let tag = if l.ordered { "ol" } else { "ul" };
    out.push_str(&format!("<{tag}>"));
    for item in &l.items {
        out.push_str("<li>");
        out.push_str(&inline_html(&item.text, marks));
        if let Some(sub) = &item.sub {
            list_html(sub, marks, out);
        }
        out.push_str("</li>");
    }
    out.push_str(&format!("</{tag}>"));
}

/// Inline Markdown as HTML, its marks set apart (none in [`to_html`]:
/// with no marks, [`marked_text`] is [`escape`]).
fn inline_html(xs: &[Inline], marks: &[Mark]) -> String {
    let mut out = String::new();
    for x in xs {
        match x {
            Inline::Text(t) => out.push_str(&marked_text(t, marks)),
            Inline::Code(t) => out.push_str(&format!("<code>{}</code>", escape(t))),
            Inline::Strong(v) => {
                out.push_str(&format!("<strong>{}</strong>", inline_html(v, marks)))
            }
            Inline::Emph(v) => out.push_str(&format!("<em>{}</em>", inline_html(v, marks))),
            Inline::Link(href, v) => out.push_str(&format!(
                "<a href=\"{}\">{}</a>",
                escape(href),
                inline_html(v, marks)
            )),
        }
    }
    out
}

/// What a bracketed text of marks means (`S/P` → both meanings), if every
/// part of it is a mark.
fn meaning(inside: &str, marks: &[Mark]) -> Option<String> {
    let parts: Option<Vec<&str>> = inside
        .split('/')
        .map(|x| marks.iter().find(|(k, _)| k == x).map(|(_, v)| v.as_str()))
        .collect();
    parts.map(|p| p.join(" / "))
}

/// Text, escaped, with its marks set apart (the text itself kept).
fn marked_text(t: &str, marks: &[Mark]) -> String {
    let mut out = String::new();
    let mut rest = t;
    while let Some(open) = rest.find('[') {
        let Some(len) = rest[open..].find(']') else {
            break;
        };
        let inside = &rest[open + 1..open + len];
        match meaning(inside, marks) {
            Some(title) => {
                out.push_str(&escape(&rest[..open]));
                out.push_str(&format!(
                    "<abbr class=\"rule-mark\" title=\"{}\">{}</abbr>",
                    escape(&title),
                    escape(&rest[open..=open + len])
                ));
            }
            None => out.push_str(&escape(&rest[..=open + len])),
        }
        rest = &rest[open + len + 1..];
    }
    out.push_str(&escape(rest));
    out
}

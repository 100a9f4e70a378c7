//! A small Markdown-to-HTML renderer, enough for the rules specifications:
//! headings, paragraphs, nested lists, tables, fenced code, block quotes,
//! rules, inline code, bold, italic and links. All text is escaped, so the
//! output is safe to insert as HTML.

/// Render Markdown text as an HTML string.
pub fn to_html(md: &str) -> String {
    let lines: Vec<&str> = md.lines().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let t = line.trim();
        if t.is_empty() {
            i += 1;
        } else if t.starts_with("```") {
            i += 1;
            out.push_str("<pre><code>");
            while i < lines.len() && !lines[i].trim_start().starts_with("```") {
                out.push_str(&escape(lines[i]));
                out.push('\n');
                i += 1;
            }
            out.push_str("</code></pre>\n");
            i += 1;
        } else if let Some((level, text)) = heading(t) {
            out.push_str(&format!(
                "<h{level} id=\"{}\">{}</h{level}>\n",
                slug(text),
                inline(text)
            ));
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
            out.push_str(&format!(
                "<blockquote><p>{}</p></blockquote>\n",
                inline(&text.join(" "))
            ));
        } else if t.chars().all(|c| c == '-') && t.len() >= 3 {
            out.push_str("<hr>\n");
            i += 1;
        } else {
            let mut text = Vec::new();
            while i < lines.len() {
                let l = lines[i].trim();
                if l.is_empty()
                    || l.starts_with("```")
                    || heading(l).is_some()
                    || list_item(lines[i]).is_some()
                    || l.starts_with('|')
                {
                    break;
                }
                text.push(l);
                i += 1;
            }
            out.push_str(&format!("<p>{}</p>\n", inline(&text.join(" "))));
        }
    }
    out
}

fn heading(t: &str) -> Option<(usize, &str)> {
    let level = t.bytes().take_while(|&b| b == b'#').count();
    if (1..=6).contains(&level) && t[level..].starts_with(' ') {
        Some((level, t[level..].trim()))
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

fn cells(l: &str) -> Vec<&str> {
    let t = l.trim().trim_start_matches('|');
    let t = t.strip_suffix('|').unwrap_or(t);
    t.split('|').map(str::trim).collect()
}

fn table(lines: &[&str], mut i: usize, out: &mut String) -> usize {
    out.push_str("<div class=\"table-wrap\"><table><thead><tr>");
    for c in cells(lines[i]) {
        out.push_str(&format!("<th>{}</th>", inline(c)));
    }
    out.push_str("</tr></thead><tbody>\n");
    i += 2;
    while i < lines.len() && lines[i].trim().starts_with('|') {
        out.push_str("<tr>");
        for c in cells(lines[i]) {
            out.push_str(&format!("<td>{}</td>", inline(c)));
        }
        out.push_str("</tr>\n");
        i += 1;
    }
    out.push_str("</tbody></table></div>\n");
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

/// A list and its nested lists; returns the next line index.
fn list(lines: &[&str], mut i: usize, out: &mut String) -> usize {
    // Stack of open lists: (indent, ordered).
    let mut stack: Vec<(usize, bool)> = Vec::new();
    let mut item = String::new();
    let flush = |item: &mut String, out: &mut String| {
        if !item.is_empty() {
            out.push_str(&inline(item.trim()));
            item.clear();
        }
    };
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
            flush(&mut item, out);
            match stack.last() {
                Some(&(top, _)) if indent > top => {
                    out.push_str(if ordered { "<ol>" } else { "<ul>" });
                    stack.push((indent, ordered));
                }
                _ => {
                    while let Some(&(top, ord)) = stack.last() {
                        if top > indent {
                            out.push_str(if ord { "</li></ol>" } else { "</li></ul>" });
                            stack.pop();
                        } else {
                            break;
                        }
                    }
                    if stack.is_empty() {
                        out.push_str(if ordered { "<ol>" } else { "<ul>" });
                        stack.push((indent, ordered));
                    } else {
                        out.push_str("</li>");
                    }
                }
            }
            out.push_str("<li>");
            item.push_str(text);
            i += 1;
        } else if line.starts_with(' ')
            || !stack.is_empty() && !line.trim_start().starts_with(['#', '|', '`'])
        {
            // A continuation of the item's text.
            item.push(' ');
            item.push_str(line.trim());
            i += 1;
        } else {
            break;
        }
    }
    flush(&mut item, out);
    while let Some((_, ord)) = stack.pop() {
        out.push_str(if ord { "</li></ol>" } else { "</li></ul>" });
    }
    out.push('\n');
    i
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

/// Inline markup: `code`, **bold**, *italic*, [text](url).
fn inline(s: &str) -> String {
    let c: Vec<char> = s.chars().collect();
    let mut out = String::new();
    let mut bold = false;
    let mut italic = false;
    let mut i = 0;
    let rest = |from: usize| c[from..].iter().collect::<String>();
    while i < c.len() {
        match c[i] {
            '`' => {
                if let Some(end) = c[i + 1..].iter().position(|&x| x == '`') {
                    let code: String = c[i + 1..i + 1 + end].iter().collect();
                    out.push_str(&format!("<code>{}</code>", escape(&code)));
                    i += end + 2;
                    continue;
                }
                out.push('`');
            }
            '*' if c.get(i + 1) == Some(&'*') => {
                out.push_str(if bold { "</strong>" } else { "<strong>" });
                bold = !bold;
                i += 2;
                continue;
            }
            '*' if italic
                || c.get(i + 1).is_some_and(|n| !n.is_whitespace())
                    && rest(i + 1).contains('*') =>
            {
                out.push_str(if italic { "</em>" } else { "<em>" });
                italic = !italic;
            }
            '[' => {
                let r = rest(i);
                if let Some(close) = r.find("](") {
                    if let Some(end) = r[close..].find(')') {
                        let text = &r[1..close];
                        let url = &r[close + 2..close + end];
                        let safe = url.starts_with('#')
                            || url.starts_with("https://")
                            || url.starts_with("http://");
                        if safe {
                            out.push_str(&format!(
                                "<a href=\"{}\">{}</a>",
                                escape(url),
                                inline(text)
                            ));
                        } else {
                            out.push_str(&inline(text));
                        }
                        i += r[..close + end + 1].chars().count();
                        continue;
                    }
                }
                out.push('[');
            }
            ch => out.push_str(&escape(&ch.to_string())),
        }
        i += 1;
    }
    if italic {
        out.push_str("</em>");
    }
    if bold {
        out.push_str("</strong>");
    }
    out
}

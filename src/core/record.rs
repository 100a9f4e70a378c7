//! The PGN-like record envelope shared by every game (rules/README.md):
//! tag lines, a blank line, then a body of tokens, `{comments}` and move
//! numbers. This layer knows nothing of any game; [`super::Session`] replays.

use super::error::RecordError;
use super::game::Game;

/// A record as text structure: tags in order, then move tokens.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// Tags in file order, e.g. `("Game", "oanquan")`. Unknown tags are kept.
    pub tags: Vec<(String, String)>,
    /// Move tokens in playing order (comments and move numbers removed;
    /// bare numbers kept, since some games use them as tokens).
    pub tokens: Vec<String>,
}

/// Longest record accepted, in bytes (a guard against absurd input).
pub const MAX_RECORD_BYTES: usize = 1 << 20;

impl Record {
    /// The value of a tag.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// Set a tag, replacing an existing one or appending.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(k, _)| k == name) {
            Some(t) => t.1 = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }

    /// Read the envelope. Fails with the line number on a malformed tag line,
    /// an unclosed comment, or a duplicate tag.
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        if text.len() > MAX_RECORD_BYTES {
            return Err(RecordError::Syntax {
                line: 1,
                reason: "record is larger than 1 MiB".into(),
            });
        }
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut rec = Record::default();
        let mut lines = text.lines().enumerate().peekable();
        // Tag section: lines starting with '[' (blank lines before it are fine).
        while let Some(&(i, line)) = lines.peek() {
            let t = line.trim();
            if t.is_empty() && rec.tags.is_empty() {
                lines.next();
                continue;
            }
            if !t.starts_with('[') {
                break;
            }
            let (name, value) = parse_tag(t).map_err(|reason| RecordError::Syntax {
                line: i + 1,
                reason,
            })?;
            if rec.tag(&name).is_some() {
                return Err(RecordError::Syntax {
                    line: i + 1,
                    reason: format!("tag {name} given twice"),
                });
            }
            rec.tags.push((name, value));
            lines.next();
        }
        // Body.
        let mut in_comment: Option<usize> = None;
        for (i, line) in lines {
            let mut tok = String::new();
            for c in line.chars() {
                if in_comment.is_some() {
                    if c == '}' {
                        in_comment = None;
                    }
                    continue;
                }
                match c {
                    '{' => {
                        push_token(&mut rec.tokens, &mut tok);
                        in_comment = Some(i + 1);
                    }
                    '}' => {
                        return Err(RecordError::Syntax {
                            line: i + 1,
                            reason: "'}' without '{'".into(),
                        })
                    }
                    c if c.is_whitespace() || c == ',' || c == ';' => {
                        push_token(&mut rec.tokens, &mut tok)
                    }
                    '[' if tok.is_empty() => {
                        return Err(RecordError::Syntax {
                            line: i + 1,
                            reason: "tag line after the moves began".into(),
                        })
                    }
                    c => tok.push(c),
                }
            }
            push_token(&mut rec.tokens, &mut tok);
        }
        if let Some(line) = in_comment {
            return Err(RecordError::Syntax {
                line,
                reason: "comment '{' is never closed".into(),
            });
        }
        Ok(rec)
    }

    /// Write tags then `body` (already laid out by the game).
    pub fn write(&self, body: &str) -> String {
        let mut out = String::new();
        for (k, v) in &self.tags {
            out.push_str(&format!("[{k} \"{v}\"]\n"));
        }
        out.push('\n');
        out.push_str(body);
        if !body.is_empty() && !body.ends_with('\n') {
            out.push('\n');
        }
        out
    }
}

fn push_token(tokens: &mut Vec<String>, tok: &mut String) {
    if tok.is_empty() {
        return;
    }
    // `12.` or `12...` is a move number.
    let digits = tok.trim_end_matches('.');
    let is_move_number = digits.len() < tok.len()
        && !digits.is_empty()
        && digits.bytes().all(|b| b.is_ascii_digit());
    if !is_move_number {
        tokens.push(std::mem::take(tok));
    }
    tok.clear();
}

fn parse_tag(t: &str) -> Result<(String, String), String> {
    let inner = t
        .strip_prefix('[')
        .and_then(|s| s.strip_suffix(']'))
        .ok_or_else(|| format!("tag line \"{t}\" does not end with ']'"))?;
    let (name, rest) = inner
        .split_once(' ')
        .ok_or_else(|| format!("tag line \"{t}\" needs a name, a space and a quoted value"))?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(format!("tag name \"{name}\" is not a word"));
    }
    let value = rest
        .trim()
        .strip_prefix('"')
        .and_then(|s| s.strip_suffix('"'))
        .ok_or_else(|| format!("tag {name}: value must be in double quotes"))?;
    if value.contains('"') {
        return Err(format!("tag {name}: value contains '\"'"));
    }
    Ok((name.to_string(), value.to_string()))
}

/// Default body layout: `N. m m …`, one round of every seat a line, where a
/// round is as many plies as the game has seats.
pub fn default_body<G: Game>(start: &G, moves: &[G::Move]) -> String {
    let mut g = start.clone();
    let per_line = g.seats().max(1) as usize;
    let mut out = String::new();
    for (i, m) in moves.iter().enumerate() {
        if i % per_line == 0 {
            if i > 0 {
                out.push('\n');
            }
            out.push_str(&format!("{}.", i / per_line + 1));
        }
        out.push(' ');
        out.push_str(&g.format_move(m));
        g.play_fast(m);
    }
    if !moves.is_empty() {
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn envelope_reads_tags_comments_numbers_and_separators() {
        let r = Record::parse(
            "[Game \"oanquan\"]\n[First \"A\"]\n[Result \"*\"]\n\n{Round 1: starter A}\n1. A1xA2:6 B2,B3;\n12... A4 {x\ny} 7\n",
        )
        .unwrap();
        assert_eq!(r.tag("Game"), Some("oanquan"));
        assert_eq!(r.tokens, vec!["A1xA2:6", "B2", "B3", "A4", "7"]);
        let again = Record::parse(&r.write("A1 B2")).unwrap();
        assert_eq!(again.tags, r.tags);
    }

    #[test]
    fn envelope_errors_name_the_line() {
        let e = Record::parse("[Game oanquan]\n").unwrap_err();
        assert!(matches!(e, RecordError::Syntax { line: 1, .. }), "{e}");
        let e = Record::parse("[Game \"x\"]\n\nA1 {open\nB2\n").unwrap_err();
        assert!(e.to_string().contains("never closed"), "{e}");
        assert!(Record::parse("[Game \"x\"]\n[Game \"y\"]\n").is_err());
        assert!(Record::parse("[Game \"x\"]\n\nA1 } B2").is_err());
    }
}

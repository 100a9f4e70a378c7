//! The PGN-like record envelope shared by every game (rules/README.md):
//! tag lines, a blank line, then a body of tokens, `{comments}` and move
//! numbers. This layer knows nothing of any game; [`crate::Session`] replays.

use attic_core::error::RecordError;
use attic_core::msg::{Msg, CORE};

/// A record as text structure: tags in order, then move tokens.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// Tags in file order, e.g. `("Game", "oanquan")`. Unknown tags are kept.
    pub tags: Vec<(String, String)>,
    /// Move tokens in playing order (comments and move numbers removed;
    /// bare numbers kept, since some games use them as tokens).
    pub tokens: Vec<String>,
    /// For each token, the move number written last before it (`28.`), so
    /// that an error names a move the way the record numbers it.
    pub numbers: Vec<Option<u32>>,
}

/// Longest record accepted, in bytes (a guard against absurd input).
pub const MAX_RECORD_BYTES: usize = 1 << 20;

/// Read a record's text from `input`, stopping as soon as it is longer than
/// [`MAX_RECORD_BYTES`]: at most the limit and one byte are ever held, so
/// `/dev/zero` or an endless pipe ends at once. Fails (as an I/O error of
/// kind `FileTooLarge`) with the same words as [`Record::parse`], or when
/// the text is not UTF-8.
pub fn read_limited(input: impl std::io::Read) -> std::io::Result<String> {
    use std::io::{Error, ErrorKind, Read};
    let mut bytes = Vec::new();
    input
        .take(MAX_RECORD_BYTES as u64 + 1)
        .read_to_end(&mut bytes)?;
    if bytes.len() > MAX_RECORD_BYTES {
        let why = cm("record.too-large").text("limit", "1 MiB").to_string();
        return Err(Error::new(ErrorKind::FileTooLarge, why));
    }
    String::from_utf8(bytes)
        .map_err(|_| Error::new(ErrorKind::InvalidData, "stream did not contain valid UTF-8"))
}

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
                reason: cm("record.too-large").text("limit", "1 MiB"),
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
                    reason: cm("record.tag-twice").text("name", name),
                });
            }
            rec.tags.push((name, value));
            lines.next();
        }
        // Body.
        let mut in_comment: Option<usize> = None;
        let mut number: Option<u32> = None;
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
                        push_token(&mut rec, &mut tok, &mut number);
                        in_comment = Some(i + 1);
                    }
                    '}' => {
                        return Err(RecordError::Syntax {
                            line: i + 1,
                            reason: cm("record.close-without-open"),
                        })
                    }
                    c if c.is_whitespace() || c == ',' || c == ';' => {
                        push_token(&mut rec, &mut tok, &mut number)
                    }
                    '[' if tok.is_empty() => {
                        return Err(RecordError::Syntax {
                            line: i + 1,
                            reason: cm("record.tag-after-moves"),
                        })
                    }
                    c => tok.push(c),
                }
            }
            push_token(&mut rec, &mut tok, &mut number);
        }
        if let Some(line) = in_comment {
            return Err(RecordError::Syntax {
                line,
                reason: cm("record.comment-open"),
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

fn push_token(rec: &mut Record, tok: &mut String, number: &mut Option<u32>) {
    if tok.is_empty() {
        return;
    }
    // `12.` or `12...` is a move number.
    let digits = tok.trim_end_matches('.');
    let is_move_number = digits.len() < tok.len()
        && !digits.is_empty()
        && digits.bytes().all(|b| b.is_ascii_digit());
    if is_move_number {
        *number = digits.parse().ok();
    } else {
        rec.tokens.push(std::mem::take(tok));
        rec.numbers.push(*number);
    }
    tok.clear();
}

fn parse_tag(t: &str) -> Result<(String, String), Msg> {
    let inner = t
        .strip_prefix('[')
        .and_then(|s| s.strip_suffix(']'))
        .ok_or_else(|| cm("record.tag-no-bracket").text("line", t))?;
    let (name, rest) = inner
        .split_once(' ')
        .ok_or_else(|| cm("record.tag-no-value").text("line", t))?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(cm("record.tag-name").text("name", name));
    }
    let value = rest
        .trim()
        .strip_prefix('"')
        .and_then(|s| s.strip_suffix('"'))
        .ok_or_else(|| cm("record.tag-quotes").text("name", name))?;
    if value.contains('"') {
        return Err(cm("record.tag-quote-inside").text("name", name));
    }
    Ok((name.to_string(), value.to_string()))
}

/// A core message.
fn cm(key: &'static str) -> Msg {
    Msg::new(&CORE, key)
}

#[cfg(test)]
mod tests {
    use super::*;
    use attic_core::RecordKind;

    #[test]
    fn read_limited_stops_at_the_limit() {
        let exact = "a".repeat(MAX_RECORD_BYTES);
        assert_eq!(
            read_limited(exact.as_bytes()).unwrap().len(),
            MAX_RECORD_BYTES
        );
        // An endless reader: only limit + 1 bytes are read.
        let err = read_limited(std::io::repeat(b'x')).unwrap_err();
        assert_eq!(err.kind(), std::io::ErrorKind::FileTooLarge);
        assert!(err.to_string().contains("larger than 1 MiB"), "{err}");
        let bad = read_limited(&[0xff, 0xfe][..]).unwrap_err();
        assert_eq!(bad.kind(), std::io::ErrorKind::InvalidData);
    }

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
        assert_eq!(e.kind(), RecordKind::TagLine, "{e}");
        let e = Record::parse("[Game \"x\"]\n\nA1 {open\nB2\n").unwrap_err();
        assert_eq!(e.kind(), RecordKind::CommentOpen, "{e}");
        let kind = |text: &str| Record::parse(text).map(|_| ()).map_err(|e| e.kind());
        assert_eq!(
            kind("[Game \"x\"]\n[Game \"y\"]\n"),
            Err(RecordKind::TagTwice)
        );
        assert_eq!(
            kind("[Game \"x\"]\n\nA1 } B2"),
            Err(RecordKind::CloseWithoutOpen)
        );
    }
}

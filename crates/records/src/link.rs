//! Share links: a whole game in a URL fragment.
//!
//! Format: `v1.<game>.<rules version>.<tags>.<moves>.<check>` where `tags` is
//! base64url of `key=value` lines (Options and setup tags, the drawn values
//! only: never a seed), `moves` is base64url of one varint per ply, the index
//! of the move in the game's fixed legal-move order (a move outside that
//! list, such as a TAU bid — a game may list only some of infinitely many
//! legal moves — is written as the list's length, then the token's length
//! and its bytes), and `check` is 6 hex
//! digits of a hash of everything before it and of the final position, so a
//! changed byte anywhere (even one that still replays to the same position)
//! is caught. An old link either replays exactly or names why it cannot.
//!
//! A game played by post (between people on different devices) travels
//! as `v2.<game>.<rules version>.<tags>.<moves>.<post>.<check>`: the same
//! fields, plus `post`, who plays each seat and which seat the link is
//! addressed to ([`Post`], base64url), which the checksum covers too.
//! `v1` links are read as before (they carry no seats).

use super::post::Post;
use super::session::Session;
use attic_core::error::{LinkError, LinkField, RecordError};
use attic_core::hash::fnv1a_32;
use attic_core::msg::{Msg, CORE};
use attic_core::options::Options;
use attic_core::registry::Registry;

fn lm(key: &'static str) -> Msg {
    Msg::new(&CORE, key)
}

/// Longest fragment accepted (a guard against absurd input).
pub const MAX_LINK_CHARS: usize = 200_000;

/// Encode a session as a fragment (without the leading `#`). A game that
/// may not travel ([`attic_core::Rules::local_only`]) has no link until it
/// is over.
pub fn encode(s: &Session) -> Result<String, LinkError> {
    let body = format!("v1.{}", fields(s)?);
    let check = checksum(&format!("{body}\n{}", s.current().position()));
    Ok(format!("{body}.{check}"))
}

/// Encode a game by post: the `v2` link of `s` addressed to `post.to`.
/// Refused, like [`encode`], for a game that may not travel, and for a
/// post that does not fit the game ([`Post::check`]).
pub fn encode_post(s: &Session, post: &Post) -> Result<String, LinkError> {
    post.check(s.current().seats())
        .map_err(|reason| LinkError::Field {
            field: LinkField::Players,
            reason,
        })?;
    let body = format!("v2.{}.{}", fields(s)?, post.encode());
    let check = checksum(&format!("{body}\n{}", s.current().position()));
    Ok(format!("{body}.{check}"))
}

/// The fields both formats share: game, rules version, tags, moves.
fn fields(s: &Session) -> Result<String, LinkError> {
    if s.current().local_only() && s.current().outcome().is_none() {
        return Err(LinkError::LocalOnly);
    }
    let info = s.info();
    let mut tags = String::new();
    let opts = s.options().to_text(info.options);
    if !opts.is_empty() {
        tags.push_str(&format!("Options={opts}\n"));
    }
    for (k, v) in s.options().tag_pairs(info.options) {
        tags.push_str(&format!("{k}={v}\n"));
    }
    for (k, v) in s.tags() {
        tags.push_str(&format!("{k}={v}\n"));
    }
    let mut moves = Vec::new();
    for (ply, tok) in s.tokens().iter().enumerate() {
        let legal = s.at(ply).legal_tokens();
        // Tokens in a session are canonical, so a listed move is found.
        match legal.iter().position(|t| t == tok) {
            Some(idx) => push_varint(&mut moves, idx as u64),
            None => {
                push_varint(&mut moves, legal.len() as u64);
                push_varint(&mut moves, tok.len() as u64);
                moves.extend_from_slice(tok.as_bytes());
            }
        }
    }
    Ok(format!(
        "{}.{}.{}.{}",
        info.id,
        info.rules_version,
        b64_encode(tags.as_bytes()),
        b64_encode(&moves),
    ))
}

/// Decode a fragment (a leading `#` is allowed) back into a session; the
/// seats of a `v2` link are left out (see [`read`]).
pub fn decode(games: &dyn Registry, fragment: &str) -> Result<Session, LinkError> {
    read(games, fragment).map(|(s, _)| s)
}

/// How each link format this site reads begins.
const FORMATS: [&str; 2] = ["v1.", "v2."];

/// Where the first link of this site in a text begins, if it holds one.
pub fn find(text: &str) -> Option<usize> {
    FORMATS.iter().filter_map(|p| text.find(p)).min()
}

/// Whether a fragment (a leading `#` is allowed) is a link of this site.
pub fn is_link(fragment: &str) -> bool {
    let f = fragment.trim_start_matches('#');
    FORMATS.iter().any(|p| f.starts_with(p))
}

/// The game id a link names (a leading `#` is allowed), read without any
/// game's code: the web build loads that game's code before it reads the
/// link (issue 27). `None` when the text is not a link of this site.
pub fn game_of(fragment: &str) -> Option<&str> {
    let f = fragment.trim().trim_start_matches('#');
    if !is_link(f) {
        return None;
    }
    f.split('.').nth(1)
}

/// Read a fragment (a leading `#` is allowed): its game, and for a `v2`
/// link, who plays each seat and whom it is addressed to.
pub fn read(games: &dyn Registry, fragment: &str) -> Result<(Session, Option<Post>), LinkError> {
    let f = fragment.trim().trim_start_matches('#');
    if f.len() > MAX_LINK_CHARS {
        return Err(LinkError::TooLong);
    }
    let parts: Vec<&str> = f.split('.').collect();
    let want = match parts[0] {
        "v1" => 6,
        "v2" => 7,
        // What is left of a link cut off right after its start ("v").
        cut if parts.len() == 1 && "v2".starts_with(cut) => {
            return Err(LinkError::Incomplete { found: 1, want: 7 })
        }
        other => return Err(LinkError::UnknownFormat(other.into())),
    };
    let found = parts.len();
    if found < want {
        return Err(LinkError::Incomplete { found, want });
    }
    if found > want {
        return Err(LinkError::TooManyFields { found, want });
    }
    let entry = games
        .find(parts[1])
        .ok_or_else(|| LinkError::Record(RecordError::UnknownGame(parts[1].into())))?;
    let info = (entry.info)();
    let version: u32 = parts[2].parse().map_err(|_| {
        field(
            LinkField::Version,
            lm("link.version-number").text("text", parts[2]),
        )
    })?;
    if version != info.rules_version {
        return Err(LinkError::Version {
            game: info.id.into(),
            link: version,
            site: info.rules_version,
        });
    }
    let tag_bytes =
        b64_decode(parts[3]).ok_or_else(|| field(LinkField::Tags, lm("link.tags-base64")))?;
    let tag_text =
        String::from_utf8(tag_bytes).map_err(|_| field(LinkField::Tags, lm("link.tags-utf8")))?;
    let mut options_text = String::new();
    let mut tags = Vec::new();
    for line in tag_text.lines().filter(|l| !l.is_empty()) {
        let (k, v) = line
            .split_once('=')
            .ok_or_else(|| field(LinkField::Tags, lm("link.tag-no-equals").text("line", line)))?;
        if k == "Options" {
            options_text = v.to_string();
        } else if k.is_empty() || v.contains('"') || k.contains(['"', ' ']) {
            return Err(field(
                LinkField::Tags,
                lm("link.tag-malformed").text("line", line),
            ));
        } else {
            tags.push((k.to_string(), v.to_string()));
        }
    }
    let options = Options::from_tags(&options_text, &tags, info.options)
        .map_err(|e| LinkError::Record(RecordError::Setup(e)))?;
    tags.retain(|(k, _)| !info.options.iter().any(|o| o.tag == Some(k.as_str())));
    let mut s = Session::start(entry, options, tags).map_err(LinkError::Record)?;
    let move_bytes =
        b64_decode(parts[4]).ok_or_else(|| field(LinkField::Moves, lm("link.moves-base64")))?;
    let mut pos = 0;
    while pos < move_bytes.len() {
        let ply = s.len() + 1;
        let idx = read_varint(&move_bytes, &mut pos).ok_or_else(|| {
            field(
                LinkField::Moves,
                lm("link.move-short").num("ply", ply as i64),
            )
        })?;
        let legal = s.current().legal_tokens();
        let tok = if idx as usize == legal.len() {
            // A move written literally (see the module docs).
            let len = read_varint(&move_bytes, &mut pos).ok_or_else(|| {
                field(
                    LinkField::Moves,
                    lm("link.move-short").num("ply", ply as i64),
                )
            })?;
            let end = pos.saturating_add(len as usize);
            let text = move_bytes
                .get(pos..end)
                .and_then(|b| std::str::from_utf8(b).ok())
                .ok_or_else(|| {
                    field(
                        LinkField::Moves,
                        lm("link.move-literal").num("ply", ply as i64),
                    )
                })?;
            pos = end;
            text.to_string()
        } else {
            legal.get(idx as usize).cloned().ok_or_else(|| {
                field(
                    LinkField::Moves,
                    lm("link.move-choice")
                        .num("ply", ply as i64)
                        .num("index", idx as i64)
                        .num("n", legal.len() as i64),
                )
            })?
        };
        let seat = super::session::seat_words(s.current()).map(Box::new);
        s.play(&tok).map_err(|error| {
            LinkError::Record(RecordError::Move {
                ply,
                number: None,
                seat,
                token: tok.clone(),
                error,
            })
        })?;
    }
    let body = parts[..want - 1].join(".");
    if parts[want - 1] != checksum(&format!("{body}\n{}", s.current().position())) {
        return Err(LinkError::Checksum);
    }
    let post = match want {
        7 => {
            let p = Post::decode(parts[5]).map_err(|r| field(LinkField::Players, r))?;
            p.check(s.current().seats())
                .map_err(|r| field(LinkField::Players, r))?;
            Some(p)
        }
        _ => None,
    };
    Ok((s, post))
}

/// 6 hex digits of FNV-1a (32-bit) over a string. Never to change: every
/// shared link carries it.
pub fn checksum(position: &str) -> String {
    format!("{:06x}", fnv1a_32(position.as_bytes()) & 0xff_ffff)
}

fn push_varint(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let byte = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

fn read_varint(bytes: &[u8], pos: &mut usize) -> Option<u64> {
    let mut v: u64 = 0;
    for shift in (0..35).step_by(7) {
        let b = *bytes.get(*pos)?;
        *pos += 1;
        v |= ((b & 0x7f) as u64) << shift;
        if b & 0x80 == 0 {
            return Some(v);
        }
    }
    None
}

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// base64url without padding.
pub fn b64_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 4 / 3 + 3);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |acc, (i, &b)| acc | (b as u32) << (16 - 8 * i));
        for i in 0..chunk.len() + 1 {
            out.push(B64[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

/// Inverse of [`b64_encode`]; None on any character outside the alphabet
/// or an impossible length.
pub fn b64_decode(text: &str) -> Option<Vec<u8>> {
    let vals: Vec<u32> = text
        .bytes()
        .map(|c| B64.iter().position(|&b| b == c).map(|p| p as u32))
        .collect::<Option<_>>()?;
    if vals.len() % 4 == 1 {
        return None;
    }
    let mut out = Vec::with_capacity(vals.len() * 3 / 4);
    for chunk in vals.chunks(4) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |acc, (i, &v)| acc | v << (18 - 6 * i));
        for i in 0..chunk.len() - 1 {
            out.push((n >> (16 - 8 * i)) as u8);
        }
    }
    Some(out)
}

/// A field of the link that could not be read.
fn field(field: LinkField, reason: Msg) -> LinkError {
    LinkError::Field { field, reason }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64url_round_trips_every_length() {
        for len in 0..40usize {
            let data: Vec<u8> = (0..len).map(|i| (i * 37 + 11) as u8).collect();
            assert_eq!(b64_decode(&b64_encode(&data)).unwrap(), data, "len {len}");
        }
        assert_eq!(b64_encode(b"hello"), "aGVsbG8");
        assert!(b64_decode("a").is_none());
        assert!(b64_decode("ab=c").is_none());
    }

    #[test]
    fn links_are_found_in_texts_and_fragments() {
        assert!(is_link("#v1.tau.1...0") && is_link("v2.x") && !is_link("#/play/tau"));
        assert!(!is_link("#/games/v1."));
        assert_eq!(find("see https://x/#v2.a.1"), Some(15));
        assert_eq!(find("no link"), None);
    }

    #[test]
    fn a_links_game_is_read_without_its_code() {
        assert_eq!(game_of("#v1.tau.1...0"), Some("tau"));
        assert_eq!(game_of(" v2.chogo.3.x.y.z.w "), Some("chogo"));
        assert_eq!(game_of("v2"), None);
        assert_eq!(game_of("#/play/tau"), None);
    }

    /// The link checksum must never change: every shared link carries it.
    /// Values computed by the code as it was when links were first shared
    /// (24-bit FNV-1a 32).
    #[test]
    fn checksum_never_changes() {
        assert_eq!(checksum(""), "1c9dc5");
        assert_eq!(checksum("a"), "0c292c");
        assert_eq!(checksum("foobar"), "9cf968");
        assert_eq!(checksum("v1.tau.1..\n6x6 r: c:"), "a97172");
        assert_eq!(checksum("The quick brown fox"), "4d67e2");
    }

    #[test]
    fn varint_round_trips_and_rejects_truncation() {
        let mut v = Vec::new();
        for x in [0u64, 1, 127, 128, 300, 1 << 20] {
            push_varint(&mut v, x);
        }
        let mut p = 0;
        for x in [0u64, 1, 127, 128, 300, 1 << 20] {
            assert_eq!(read_varint(&v, &mut p), Some(x));
        }
        assert_eq!(read_varint(&[0x80], &mut 0), None);
    }
}

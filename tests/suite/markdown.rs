//! The rules page's Markdown reader (`attic::text::markdown`), natively:
//! each construct the rules texts use, and that markup in the text stays
//! text: the how-to-play page builds DOM nodes from the tree, and the HTML
//! that the frame's openings and the rules page are set from escapes every
//! text.

use attic::text::markdown::{inline, parse, to_app_html, to_html, Block, Inline, Item, List};

fn text(s: &str) -> Inline {
    Inline::Text(s.into())
}

fn html(md: &str) -> String {
    to_html(&parse(md))
}

#[test]
fn headings_get_levels_and_anchor_ids() {
    assert_eq!(
        parse("# Title\n\n### 2.1 The `A1` move\n####### seven"),
        vec![
            Block::Heading(1, "title".into(), vec![text("Title")]),
            Block::Heading(
                3,
                "2-1-the-a1-move".into(),
                vec![text("2.1 The "), Inline::Code("A1".into()), text(" move")]
            ),
            Block::Paragraph(vec![text("####### seven")]),
        ]
    );
    assert_eq!(
        html("## Étude à 2"),
        "<h2 id=\"étude-à-2\">Étude à 2</h2>\n"
    );
}

#[test]
fn paragraphs_join_lines_and_rules_and_quotes() {
    assert_eq!(
        parse("one\ntwo\n\n---\n> quoted\n> more"),
        vec![
            Block::Paragraph(vec![text("one two")]),
            Block::Rule,
            Block::Quote(vec![text("quoted more")]),
        ]
    );
}

#[test]
fn nested_lists() {
    let md = "- a\n  continued\n  1. one\n  2. two\n- b\n\n- c";
    let item = |t: &str, sub| Item {
        text: vec![text(t)],
        sub,
    };
    assert_eq!(
        parse(md),
        vec![Block::List(List {
            ordered: false,
            items: vec![
                item(
                    "a continued",
                    Some(List {
                        ordered: true,
                        items: vec![item("one", None), item("two", None)],
                    })
                ),
                item("b", None),
                item("c", None),
            ],
        })]
    );
    assert_eq!(
        html(md),
        "<ul><li>a continued<ol><li>one</li><li>two</li></ol></li><li>b</li><li>c</li></ul>\n"
    );
}

#[test]
fn tables() {
    let md = "| A | **B** |\n|---|:-:|\n| 1 | `x|` |\n| 3 |\nafter";
    assert_eq!(
        parse(md)[0],
        Block::Table(
            vec![vec![text("A")], vec![Inline::Strong(vec![text("B")])]],
            vec![
                vec![vec![text("1")], vec![text("`x")], vec![text("`")]],
                vec![vec![text("3")]],
            ]
        )
    );
    assert!(html(md).starts_with("<div class=\"table-wrap\"><table><thead><tr><th>A</th>"));
    // A '|' line without a rule under it is a paragraph, not a hang.
    assert_eq!(html("| not a table"), "<p>| not a table</p>\n");
}

#[test]
fn code_blocks_keep_their_lines_verbatim() {
    assert_eq!(
        parse("```text\n  **x** <b>\n# no heading\n```\nafter"),
        vec![
            Block::Code("  **x** <b>\n# no heading\n".into()),
            Block::Paragraph(vec![text("after")]),
        ]
    );
    assert_eq!(
        html("```\na < b & c\n```"),
        "<pre><code>a &lt; b &amp; c\n</code></pre>\n"
    );
    // An unclosed fence runs to the end.
    assert_eq!(parse("```\nx"), vec![Block::Code("x\n".into())]);
}

#[test]
fn inline_code_emphasis_and_strong() {
    assert_eq!(
        inline("a `*b*` **c *d*** e*"),
        vec![
            text("a "),
            Inline::Code("*b*".into()),
            text(" "),
            Inline::Strong(vec![text("c "), Inline::Emph(vec![text("d")])]),
            text(" e*"),
        ]
    );
    // Spans that cross are split as a browser splits crossing tags.
    assert_eq!(
        html("**a *b** c*"),
        "<p><strong>a <em>b</em></strong><em> c</em></p>\n"
    );
    // A span left open closes at the end; a lone star is text.
    assert_eq!(html("**open"), "<p><strong>open</strong></p>\n");
    assert_eq!(html("2 * 3"), "<p>2 * 3</p>\n");
}

#[test]
fn links_keep_only_safe_targets() {
    assert_eq!(
        inline("see [§2](#2-setup) and [site](https://example.org/a?b=1&c)"),
        vec![
            text("see "),
            Inline::Link("#2-setup".into(), vec![text("§2")]),
            text(" and "),
            Inline::Link("https://example.org/a?b=1&c".into(), vec![text("site")]),
        ]
    );
    assert_eq!(
        html("[x](https://e.org/\"q)"),
        "<p><a href=\"https://e.org/&quot;q\">x</a></p>\n"
    );
    for bad in [
        "javascript:alert`1`",
        "JAVASCRIPT:void",
        "data:text/html,<script>",
        "vbscript:x",
        "//evil.example",
        " https://e.org",
        "file:///etc/passwd",
    ] {
        let got = inline(&format!("[click]({bad})"));
        assert_eq!(got, vec![text("click")], "{bad}");
    }
    // The target ends at the first ')': no link either way.
    let got = html("[click](javascript:alert(1))");
    assert_eq!(got, "<p>click)</p>\n");
}

#[test]
fn markup_in_the_text_stays_text() {
    for attack in [
        "<img src=x onerror=alert(1)>",
        "<script>alert(1)</script>",
        "<a href=\"javascript:alert(1)\">x</a>",
        "&lt;b&gt; \" ' <!-- -->",
    ] {
        // Everywhere text can be: paragraph, heading, list, table, quote,
        // code, link text.
        let md = format!(
            "{attack}\n\n# {attack}\n\n- {attack}\n\n| {attack} |\n|---|\n| {attack} |\n\n> {attack}\n\n`{attack}`\n\n[{attack}](#x)\n\n```\n{attack}\n```"
        );
        let out = html(&md);
        assert!(!out.contains("<img"), "{out}");
        assert!(!out.contains("<script"), "{out}");
        assert!(!out.contains("<a href=\"javascript"), "{out}");
        assert!(!out.contains("<!--"), "{out}");
        // In the tree it is plain text, character for character.
        let blocks = parse(&md);
        let Block::Paragraph(p) = &blocks[0] else {
            panic!("{blocks:?}")
        };
        assert_eq!(p, &vec![text(attack)]);
    }
    assert_eq!(
        html("<img src=x onerror=alert(1)>"),
        "<p>&lt;img src=x onerror=alert(1)&gt;</p>\n"
    );
}

#[test]
fn the_rules_texts_read_without_surprises() {
    // Every game's rules text: headings with ids, no raw tag from the
    // source (each '<' of the text is escaped).
    for id in ["chogo", "oanquan", "straat", "tau"] {
        let path = format!("{}/games/{id}/src/rules.md", env!("CARGO_MANIFEST_DIR"));
        let md = std::fs::read_to_string(&path).expect("rules text");
        let blocks = parse(&md);
        assert!(
            blocks
                .iter()
                .filter(|b| matches!(b, Block::Heading(..)))
                .count()
                > 5,
            "{id}"
        );
        let out = to_html(&blocks);
        let tags = [
            "<h",
            "<p>",
            "<ul>",
            "<ol>",
            "<li>",
            "</",
            "<code>",
            "<pre>",
            "<strong>",
            "<em>",
            "<a href=\"",
            "<div class",
            "<table>",
            "<thead>",
            "<tbody>",
            "<tr>",
            "<th>",
            "<td>",
            "<blockquote>",
            "<hr>",
        ];
        for (i, _) in out.match_indices('<') {
            assert!(
                tags.iter().any(|t| out[i..].starts_with(t)),
                "{id}: unexpected markup at {}",
                &out[i..(i + 30).min(out.len())]
            );
        }
    }
}

/// The rules page's HTML (`to_app_html`): the tags of `to_html` in one
/// line, code and tables focusable, the marks set apart with what they
/// mean, and nothing of the source, of a mark's meaning or of a link's
/// target read as markup.
#[test]
fn the_rules_page_html_sets_marks_apart_and_escapes_every_text() {
    let marks = vec![
        ("S".to_string(), "Source \"said\" <so>".to_string()),
        ("R".to_string(), "Reconstructed".to_string()),
    ];
    let md = "# T [S]\n\nA rule [S], [S/R], not [X] or [S/X]: <b>&</b> [R\n\n```\ncode [S] <x>\n```\n\n| a | [R] |\n|---|---|\n| **[S]** | [go](https://a.example/\"x) |\n\n- one [R]\n  - two\n\n> said [S]\n\n---";
    let got = to_app_html(&parse(md), &marks);
    let s = "<abbr class=\"rule-mark\" title=\"Source &quot;said&quot; &lt;so&gt;\">[S]</abbr>";
    let r = "<abbr class=\"rule-mark\" title=\"Reconstructed\">[R]</abbr>";
    let sr = "<abbr class=\"rule-mark\" title=\"Source &quot;said&quot; &lt;so&gt; / Reconstructed\">[S/R]</abbr>";
    let want = format!(
        "<h1 id=\"t-s\">T {s}</h1>\
         <p>A rule {s}, {sr}, not [X] or [S/X]: &lt;b&gt;&amp;&lt;/b&gt; [R</p>\
         <pre tabindex=\"0\"><code>code [S] &lt;x&gt;\n</code></pre>\
         <div class=\"table-wrap\" tabindex=\"0\"><table><thead><tr><th>a</th><th>{r}</th></tr></thead>\
         <tbody><tr><td><strong>{s}</strong></td><td><a href=\"https://a.example/&quot;x\">go</a></td></tr></tbody></table></div>\
         <ul><li>one {r}<ul><li>two</li></ul></li></ul>\
         <blockquote><p>said {s}</p></blockquote><hr>"
    );
    assert_eq!(got, want);
    // Without marks, brackets are plain text.
    assert_eq!(to_app_html(&parse("[S] [R]"), &[]), "<p>[S] [R]</p>");
}

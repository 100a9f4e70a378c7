use super::*;

fn inputs() -> Vec<Input> {
    vec![
        Input::Think {
            record: "[Game \"g\"]\n1. a1 *".into(),
            level: 5,
            seed: u64::MAX,
            id: 0,
        },
        Input::Stop { id: 1 << 40 },
        Input::Bench {
            game: "some-game".into(),
            millis: u32::MAX,
        },
        Input::Solve {
            game: "g".into(),
            args: vec![String::new(), "ô ăn quan".into(), "--x".into()],
        },
        Input::Solve {
            game: String::new(),
            args: vec![],
        },
        Input::Review {
            game: "another".into(),
            record: "x".repeat(5000),
            lang: "vi".into(),
        },
        Input::Analyse {
            record: "r".into(),
            id: 127,
        },
        Input::Hint {
            record: "r".into(),
            id: 128,
        },
        Input::Words {
            lang: "nl".into(),
            text: "a = b\nc = ☃\n".into(),
        },
        Input::Ping {
            data: String::new(),
        },
    ]
}

fn outputs() -> Vec<Output> {
    vec![
        Output::Best {
            id: 3,
            token: "a1-b2".into(),
            summary: "uct 1000".into(),
            nodes: u64::MAX,
            outlook: Some(0.25),
        },
        Output::Best {
            id: 0,
            token: String::new(),
            summary: String::new(),
            nodes: 0,
            outlook: None,
        },
        Output::BenchResult {
            playouts: 1 << 50,
            millis: 1000,
            search_nodes: 7,
            search_millis: u32::MAX,
        },
        Output::Solved {
            text: "win\n".into(),
            millis: 0,
        },
        Output::Reviewed {
            lines: vec!["one".into(), String::new(), "ba".into()],
        },
        Output::Progress {
            id: 9,
            done: 1,
            total: 2,
        },
        Output::Chart {
            id: 9,
            values: vec![Some(0.5), None, Some(-0.0), Some(1.0)],
        },
        Output::Hint {
            id: 2,
            best: "x".into(),
            chance: None,
            top: vec![("x".into(), Some(0.7)), ("y".into(), None)],
        },
        Output::Error {
            id: 0,
            message: "no such game".into(),
        },
        Output::Pong {
            data: "p".repeat(100_000),
        },
    ]
}

#[test]
fn every_message_reads_back_as_written() {
    for i in inputs() {
        assert_eq!(decode_input(&encode_input(&i)), Ok(i.clone()), "{i:?}");
    }
    for o in outputs() {
        assert_eq!(decode_output(&encode_output(&o)), Ok(o.clone()));
        let m = FromWorker::Output(Wire(Ok(o)));
        assert_eq!(decode_from_worker(&encode_from_worker(&m)), Ok(m));
    }
    for m in [
        FromWorker::Loaded,
        FromWorker::Output(Wire(Err("bad bytes".into()))),
    ] {
        assert_eq!(decode_from_worker(&encode_from_worker(&m)), Ok(m));
    }
}

#[test]
fn a_cut_or_lengthened_message_is_refused_with_a_reason() {
    for i in inputs() {
        let bytes = encode_input(&i);
        for cut in 0..bytes.len() {
            assert!(decode_input(&bytes[..cut]).is_err(), "{i:?} cut at {cut}");
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(
            decode_input(&longer),
            Err("1 bytes follow the end of the message".into())
        );
    }
    for o in outputs() {
        let bytes = encode_output(&o);
        for cut in 0..bytes.len() {
            assert!(decode_output(&bytes[..cut]).is_err(), "{o:?} cut at {cut}");
        }
    }
}

#[test]
fn bytes_that_are_no_message_say_what_is_wrong() {
    assert_eq!(decode_input(&[]), Err("the message ends early".into()));
    assert_eq!(
        decode_input(&[0]),
        Err("0 is not a kind of message to the worker".into())
    );
    assert_eq!(
        decode_output(&[200]),
        Err("200 is not a kind of answer from the worker".into())
    );
    assert_eq!(decode_from_worker(&[]), Err("the message is empty".into()));
    assert_eq!(
        decode_from_worker(&[7]),
        Err("7 is not a kind of message from the worker".into())
    );
    // A level above 255, a text that is not UTF-8, a length past the end,
    // a number of eleven bytes.
    assert_eq!(
        decode_input(&[1, 0, 0x80, 0x02, 0, 0]),
        Err("a number in the message is out of range".into())
    );
    assert_eq!(
        decode_input(&[9, 2, 0xc3, 0x28]),
        Err("a text in the message is not UTF-8".into())
    );
    assert_eq!(
        decode_input(&[9, 5, b'a']),
        Err("a length in the message is longer than the message".into())
    );
    let mut huge = vec![2];
    huge.extend([0xff; 10]);
    huge.push(0);
    assert_eq!(
        decode_input(&huge),
        Err("a number in the message is too large".into())
    );
    assert_eq!(
        decode_output(&[6, 0, 1, 2]),
        Err("2 is not a value's mark (0 or 1)".into())
    );
}

#[test]
fn random_bytes_never_panic() {
    let mut x: u64 = 0x2545_F491_4F6C_DD1D;
    for n in 0..20_000 {
        let len = n % 40;
        let bytes: Vec<u8> = (0..len)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                // Mostly small values, so that kinds and lengths are often valid.
                if x.is_multiple_of(3) {
                    (x >> 8) as u8
                } else {
                    (x % 12) as u8
                }
            })
            .collect();
        let _ = decode_input(&bytes);
        let _ = decode_output(&bytes);
        let _ = decode_from_worker(&bytes);
    }
}

#[test]
fn a_request_names_the_game_it_searches() {
    // Think's record has a Game tag; Analyse's and Hint's ("r") have none.
    let want = [
        Some("g"),
        None,
        Some("some-game"),
        Some("g"),
        Some(""),
        Some("another"),
        None,
        None,
        None,
        None,
    ];
    let got: Vec<Option<String>> = inputs().iter().map(Input::game).collect();
    assert_eq!(got, want.map(|g| g.map(str::to_string)));
}

#[test]
fn only_a_registered_game_is_named_in_the_workers_url() {
    // The generic layers name no game (tests/suite/layers.rs): the ids
    // come from the registry.
    for g in attic_games::GAMES {
        let id = (g.entry.info)().id;
        assert_eq!(known_game(id), Some(id));
        // A record's Game tag may hold anything: none of it reaches the URL.
        let typed = [format!("{id}&app=x"), format!("../{id}"), id.to_uppercase()];
        for t in typed {
            assert_eq!(known_game(&t), None, "{t:?}");
        }
    }
    for typed in ["", "some-game"] {
        assert_eq!(known_game(typed), None, "{typed:?}");
    }
}

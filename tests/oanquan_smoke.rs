use attic::core::Session;

const E19: &str = "[Game \"oanquan\"]
[First \"A\"]
[Result \"B\"]

{Round 1: starter A}
1. A1xA2:6 B2xB5:8
2. A2xA3:2 B1xQE:12xB2:2
3. A4xA4:3xQE:4xB2:4xB4:1xQW:19
{End of round 1 (normal): A 48, B 22}
{Round 2: starter B, sold B1 B2, half B3}
1. B4xB5:6 A3
2. B3xQW:14 A5xB2:1
3. B4xB3:3xB5:3 B1
4. B4+3xB5:2 B1xA3:7
5. B5xA3:2xA5:3 B3
6. B4xQE:20 B1xB5:4
7. B3xQW:2xA2:1
{End of round 2 (normal): A 16, B 54}
";

#[test]
fn e19_smoke() {
    let s = Session::from_record(E19).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(s.to_record(), E19);
}

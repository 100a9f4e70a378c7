//! The `attic` command-line tool (placeholder until the CLI lands).
fn main() {
    for e in attic::games::GAMES {
        println!("{}", (e.info)().id);
    }
}

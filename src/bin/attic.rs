//! The `attic` command-line tool; the commands live in `attic::cli`.
//! Native only: on wasm (where the web app is built) it is an empty main.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    if let Err(e) = attic::cli::run(&argv) {
        eprintln!("{}", e.message);
        std::process::exit(e.code);
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}

//! The one command-line argument reader (for `attic` and for each game's
//! `attic solve <id>`): positionals, `--flag value` / `--flag=value` options
//! and bare `--switch`es, each name known in advance so a typo is an error,
//! not ignored. Every error names the flag it is about.

use std::fmt;

/// A command line that does not fit what the command accepts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArgError(pub String);

impl fmt::Display for ArgError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ArgError {}

impl From<ArgError> for String {
    fn from(e: ArgError) -> String {
        e.0
    }
}

/// Parsed arguments of one command.
#[derive(Debug, Default)]
pub struct Args {
    positionals: Vec<String>,
    flags: Vec<(String, String)>,
    switches: Vec<String>,
}

impl Args {
    /// Read `argv` accepting only the options in `known` (names without
    /// `--`), each with a value. A lone `-` is a positional (stdin).
    pub fn parse(argv: &[String], known: &[&str]) -> Result<Args, ArgError> {
        Args::parse_with(argv, known, &[])
    }

    /// [`Args::parse`], also accepting the value-less `switches`.
    pub fn parse_with(
        argv: &[String],
        known: &[&str],
        switches: &[&str],
    ) -> Result<Args, ArgError> {
        let mut a = Args::default();
        let mut it = argv.iter();
        while let Some(arg) = it.next() {
            let Some(flag) = arg.strip_prefix("--") else {
                a.positionals.push(arg.clone());
                continue;
            };
            let (name, inline) = match flag.split_once('=') {
                Some((n, v)) => (n, Some(v)),
                None => (flag, None),
            };
            if switches.contains(&name) {
                if inline.is_some() {
                    return Err(ArgError(format!("--{name} takes no value")));
                }
                a.switches.push(name.to_string());
                continue;
            }
            if !known.contains(&name) {
                return Err(ArgError(format!("unknown option --{name} (try --help)")));
            }
            let value = match inline {
                Some(v) => v.to_string(),
                None => it
                    .next()
                    .cloned()
                    .ok_or_else(|| ArgError(format!("--{name} needs a value")))?,
            };
            a.flags.push((name.to_string(), value));
        }
        Ok(a)
    }

    /// Exactly `n` positionals, or an error quoting `usage`.
    pub fn positionals(&self, n: usize, usage: &str) -> Result<&[String], ArgError> {
        if self.positionals.len() != n {
            return Err(ArgError(format!(
                "expected {n} argument{} (usage: {usage})",
                if n == 1 { "" } else { "s" }
            )));
        }
        Ok(&self.positionals)
    }

    /// The last value of an option.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.flags
            .iter()
            .rev()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// Every value of a repeatable option, in order.
    pub fn all(&self, name: &str) -> Vec<&str> {
        self.flags
            .iter()
            .filter(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
            .collect()
    }

    /// Whether a switch was given.
    pub fn has(&self, name: &str) -> bool {
        self.switches.iter().any(|s| s == name)
    }

    /// An option parsed as a number, with a default.
    pub fn num<T: std::str::FromStr>(&self, name: &str, default: T) -> Result<T, ArgError> {
        self.value(name, default, "a valid number", |_| true)
    }

    /// An option parsed as `T` and accepted by `ok`, with a default; the
    /// error says the value "is not `what`".
    pub fn value<T: std::str::FromStr>(
        &self,
        name: &str,
        default: T,
        what: &str,
        ok: impl Fn(&T) -> bool,
    ) -> Result<T, ArgError> {
        match self.get(name) {
            None => Ok(default),
            Some(v) => v
                .parse()
                .ok()
                .filter(|x| ok(x))
                .ok_or_else(|| ArgError(format!("--{name}: \"{v}\" is not {what}"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn argv(s: &[&str]) -> Vec<String> {
        s.iter().map(|x| x.to_string()).collect()
    }

    #[test]
    fn reads_positionals_options_and_switches() {
        let a = Args::parse_with(
            &argv(&[
                "x",
                "--seed",
                "5",
                "--tag=a=b",
                "--tag",
                "c=d",
                "-",
                "--quick",
            ]),
            &["seed", "tag"],
            &["quick", "slow"],
        )
        .unwrap();
        assert_eq!(a.positionals(2, "u").unwrap(), ["x", "-"]);
        assert_eq!(a.get("seed"), Some("5"));
        assert_eq!(a.all("tag"), ["a=b", "c=d"]);
        assert!(a.has("quick") && !a.has("slow"));
        assert_eq!(a.num("seed", 0u64), Ok(5));
        assert_eq!(a.num("missing", 7u64), Ok(7));
    }

    #[test]
    fn errors_name_the_flag() {
        let err = |v: &[&str]| {
            Args::parse_with(&argv(v), &["seed"], &["quick"])
                .unwrap_err()
                .0
        };
        assert_eq!(err(&["--sede", "1"]), "unknown option --sede (try --help)");
        assert_eq!(err(&["--seed"]), "--seed needs a value");
        assert_eq!(err(&["--quick=yes"]), "--quick takes no value");
        let a = Args::parse(&argv(&["--seed", "x", "p"]), &["seed"]).unwrap();
        assert_eq!(
            a.num("seed", 0u32).unwrap_err().0,
            "--seed: \"x\" is not a valid number"
        );
        assert_eq!(
            a.value("seed", 0u8, "from 2 to 50", |n| (2..=50).contains(n))
                .unwrap_err()
                .0,
            "--seed: \"x\" is not from 2 to 50"
        );
        assert_eq!(
            a.positionals(0, "cmd").unwrap_err().0,
            "expected 0 arguments (usage: cmd)"
        );
        assert_eq!(String::from(ArgError("m".into())), "m");
    }
}

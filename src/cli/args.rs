//! A small argument reader: positionals and `--flag value` / `--flag=value`
//! options, each flag known in advance so a typo is an error, not ignored.

use super::CliError;

/// Parsed arguments of one command.
#[derive(Debug, Default)]
pub struct Args {
    positionals: Vec<String>,
    flags: Vec<(String, String)>,
}

impl Args {
    /// Read `argv` accepting only the flags in `known` (names without `--`).
    /// A lone `-` is a positional (stdin).
    pub fn parse(argv: &[String], known: &[&str]) -> Result<Args, CliError> {
        let mut a = Args::default();
        let mut it = argv.iter();
        while let Some(arg) = it.next() {
            let Some(flag) = arg.strip_prefix("--") else {
                a.positionals.push(arg.clone());
                continue;
            };
            let (name, value) = match flag.split_once('=') {
                Some((n, v)) => (n.to_string(), v.to_string()),
                None => {
                    let v = it
                        .next()
                        .ok_or_else(|| CliError::usage(format!("--{flag} needs a value")))?;
                    (flag.to_string(), v.clone())
                }
            };
            if !known.contains(&name.as_str()) {
                return Err(CliError::usage(format!(
                    "unknown option --{name} (try --help)"
                )));
            }
            a.flags.push((name, value));
        }
        Ok(a)
    }

    /// Exactly `n` positionals, or a usage error quoting `usage`.
    pub fn positionals(&self, n: usize, usage: &str) -> Result<&[String], CliError> {
        if self.positionals.len() != n {
            return Err(CliError::usage(format!(
                "expected {n} argument{} (usage: {usage})",
                if n == 1 { "" } else { "s" }
            )));
        }
        Ok(&self.positionals)
    }

    /// The last value of a flag.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.flags
            .iter()
            .rev()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// Every value of a repeatable flag, in order.
    pub fn all(&self, name: &str) -> Vec<&str> {
        self.flags
            .iter()
            .filter(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
            .collect()
    }

    /// A flag parsed as a number, with a default.
    pub fn num<T: std::str::FromStr>(&self, name: &str, default: T) -> Result<T, CliError> {
        match self.get(name) {
            None => Ok(default),
            Some(v) => v
                .parse()
                .map_err(|_| CliError::usage(format!("--{name}: \"{v}\" is not a valid number"))),
        }
    }
}
